import { observer } from 'mobx-react-lite';
import { passesMaintenancePage } from '@arena/schemas';
import { MaintenancePage } from '../layout/SiteNotices';
import { AppRouter } from './AppRouter';
import { useStores } from '../stores/stores-context';

/** The whole site, unless a maintenance PAGE window is running; staff pass through it (schemas MAINTENANCE_PASS_ROLES). */
export const App = observer(function App() {
  const { site, clock, user } = useStores();
  const page = site.maintenance.page;
  if (page && site.isPageActive(clock.nowMs) && !passesMaintenancePage(user.state?.role))
    return <MaintenancePage finishedAt={page.finishedAt} />;
  return <AppRouter />;
});
