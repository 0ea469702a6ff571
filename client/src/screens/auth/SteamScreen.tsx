import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@arena/schemas';
import { readSteamReturn, steamSignInUrl } from '../../actions/sign-in';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { Button } from '../../ui/Button';
import screens from '../screens.module.css';

/**
 * `/auth/steam`: without a token it leaves for the provider (carrying the stored redirect URL); on the way
 * back the API puts the token in the fragment, and the page reloads to the redirect after 3 seconds.
 */
const SteamScreen = observer(function SteamScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const started = useRef(false);
  const [returned] = useState(() => readSteamReturn(window.location.hash));
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(TIMING.signInReloadMs / 1000));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!returned) {
      window.location.assign(steamSignInUrl(root));
      return;
    }
    root.session.setToken(returned.token, returned.expiresAt);
    root.session.takeRedirect();
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [returned, root]);

  useEffect(() => {
    if (!returned) return;
    const reloadAt = Date.now() + TIMING.signInReloadMs;
    const timer = setInterval(() => {
      const left = reloadAt - Date.now();
      setSecondsLeft(Math.max(0, Math.ceil(left / 1000)));
      if (left <= 0) {
        clearInterval(timer);
        window.location.replace(returned.redirect);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [returned]);

  if (!returned) {
    return (
      <div className={`${screens.stack} ${screens.narrow}`}>
        <ScreenTitle title={t('routes.authSteam.title')} />
        <p className={screens.muted}>{t('auth.leaving')}</p>
        <Spinner />
      </div>
    );
  }
  return (
    <div className={`${screens.stack} ${screens.narrow}`}>
      <ScreenTitle title={t('routes.authSteam.title')} />
      <Alert kind="success">{t('auth.signedIn', { seconds: secondsLeft })}</Alert>
      <Button variant="primary" onClick={() => window.location.replace(returned.redirect)}>
        {t('auth.continueNow')}
      </Button>
    </div>
  );
});

export default SteamScreen;
