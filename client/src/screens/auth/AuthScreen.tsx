import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInDev } from '../../actions/sign-in';
import { AppLink, useGo } from '../../navigation/links';
import { useErrorText, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Checkbox, TextField } from '../../ui/Field';
import { clientError } from '../../transport/api-error';
import screens from '../screens.module.css';

/** Sign-in: the Terms of Service checkbox first (docs/product-rules.md §5), then Steam or, locally, dev sign-in. */
const AuthScreen = observer(function AuthScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const { session, settings, site, user } = root;
  const go = useGo();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (session.isValid) {
    return (
      <div className={`${screens.stack} ${screens.narrow}`}>
        <ScreenTitle title={t('auth.title')} />
        <Alert kind="success">{t('auth.alreadySignedIn', { name: user.state?.name ?? '' })}</Alert>
        <AppLink to="/" className={buttonClass('primary')}>
          {t('auth.continueNow')}
        </AppLink>
      </div>
    );
  }

  const requireTos = () => {
    if (settings.tosAccepted) return true;
    setError(clientError('GLOBAL.TOS_NOT_ACCEPTED'));
    return false;
  };

  const signIn = async () => {
    if (!requireTos()) return;
    setBusy(true);
    setError(null);
    try {
      await signInDev(root, name, settings.tosAccepted);
      const back = session.takeRedirect();
      if (back) void navigate(back, { replace: true });
      else go('/', { replace: true });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${screens.stack} ${screens.narrow}`}>
      <ScreenTitle title={t('auth.title')} lead={t('auth.lead')} />
      <Card>
        <div className={screens.form}>
          <Checkbox
            checked={settings.tosAccepted}
            onChange={(event) => {
              settings.setTosAccepted(event.target.checked);
              if (event.target.checked) setError(null);
            }}
            label={<Trans i18nKey="auth.tos" components={{ tosLink: <AppLink to="/tos" /> }} />}
          />
          <Button variant="primary" size="large" block onClick={() => requireTos() && go('/auth/steam')}>
            {t('auth.steam')}
          </Button>
          {error !== null && <Alert kind="error">{errorText(error)}</Alert>}
        </div>
      </Card>
      {site.settings?.devSignIn && (
        <Card>
          <form
            className={screens.form}
            onSubmit={(event) => {
              event.preventDefault();
              void signIn();
            }}
          >
            <h2>{t('auth.devTitle')}</h2>
            <p className={`${screens.muted} ${screens.small}`}>{t('auth.devHint')}</p>
            <TextField
              label={t('auth.devName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="username"
              required
              minLength={2}
              maxLength={32}
              name="name"
            />
            <Button type="submit" variant="secondary" busy={busy}>
              {t('auth.devSubmit')}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
});

export default AuthScreen;
