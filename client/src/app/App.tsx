import { observer } from 'mobx-react-lite';
import { MaintenancePage } from '../layout/SiteNotices';
import { AppRouter } from './AppRouter';
import { useStores } from './stores-context';

/** The whole site, unless a maintenance PAGE window is running. */
export const App = observer(function App() {
  const { site, clock } = useStores();
  const page = site.maintenance.page;
  if (page && site.isPageActive(clock.nowMs)) return <MaintenancePage finishedAt={page.finishedAt} />;
  return <AppRouter />;
});
