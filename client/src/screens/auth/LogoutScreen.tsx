import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { Spinner } from '../../ui/Spinner';

/** Signing out ends the session on the server, forgets the token here and goes home. */
export default function LogoutScreen() {
  useTranslation();
  const root = useStores();
  const go = useGo();
  useEffect(() => {
    const wasSignedIn = root.session.token !== null;
    void root.endSession('this').then(() => {
      if (wasSignedIn) root.ui.toast('info', { key: 'logout.done' });
      go('/', { replace: true });
    });
    // Once per visit of /logout; `go` changes identity every render.
  }, []);
  return <Spinner />;
}
