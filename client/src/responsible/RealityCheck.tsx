import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney, useStores } from '../stores/stores-context';
import { AppLink } from '../navigation/links';
import { Button, buttonClass } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import screens from './reality-check.module.css';

/** How often the timer looks whether a check is due; the check itself comes every N minutes. */
const TICK_MS = 15_000;

/**
 * The reality check: while a signed-in player has chosen an interval, every N minutes a dialog shows how
 * long the session has run and its net result, with links to the game history and the limits.
 */
export const RealityCheck = observer(function RealityCheck() {
  const { t } = useTranslation();
  const { session, responsible } = useStores();
  const money = useMoney();
  const signedIn = session.isValid;

  useEffect(() => {
    if (!signedIn) {
      responsible.endSession();
      return;
    }
    responsible.startSession(Date.now());
    void responsible.load();
    const timer = window.setInterval(() => void responsible.tick(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, responsible]);

  const check = responsible.check;
  if (!check) return null;
  const minutes = Math.floor(check.sessionMs / 60_000);
  const close = () => responsible.acknowledge(Date.now());
  return (
    <Dialog title={t('responsible.modalTitle')} onClose={close}>
      <div className={screens.form}>
        <p>
          {t('responsible.modalSession', {
            duration: t('responsible.modalDuration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
          })}
        </p>
        <p>{t('responsible.modalNet', { amount: money(check.netCents) })}</p>
        <div className={screens.row}>
          <AppLink to="/profile/bets" className={buttonClass('ghost')} onClick={close}>
            {t('responsible.modalHistory')}
          </AppLink>
          <AppLink to="/profile/responsible" className={buttonClass('ghost')} onClick={close}>
            {t('responsible.modalLimits')}
          </AppLink>
          <Button onClick={close}>{t('responsible.modalContinue')}</Button>
        </div>
      </div>
    </Dialog>
  );
});
