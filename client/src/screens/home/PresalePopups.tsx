import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BATTLEPASS_RULES } from '@arena/schemas';
import { useGo } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { Dialog } from '../../ui/Dialog';
import { PresaleStore } from '../premium/presale-store';
import { formatTimeLeft } from '../premium/premium-views';
import screens from '../screens.module.css';

/** The two pre-sale popups on the home page: the advent calendar and bingo, then the battlepass at 50% off. */
export const PresalePopups = observer(function PresalePopups() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const go = useGo();
  const store = useMemo(
    () =>
      new PresaleStore({
        api: root.api,
        signedIn: () => root.session.isValid,
        balanceChanged: () => void root.user.refresh().catch(() => undefined),
        storage: window.localStorage,
        session: window.sessionStorage,
      }),
    [root],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void store.start().catch(() => undefined);
  }, [store]);
  useEffect(() => {
    if (store.step !== 2) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [store.step]);

  if (store.step === 1) {
    return (
      <Dialog title={t('premium.popup.calendarTitle')} onClose={() => store.next()}>
        <p>{t('premium.popup.calendarText')}</p>
        <div className={screens.row}>
          <Button
            variant="primary"
            onClick={() => {
              store.close();
              go('/premium');
            }}
          >
            {t('premium.popup.open')}
          </Button>
          <Button variant="secondary" onClick={() => store.next()}>
            {t('premium.popup.later')}
          </Button>
        </div>
      </Dialog>
    );
  }
  if (store.step === 2 && store.pass && store.bundle) {
    return (
      <Dialog
        title={t('premium.popup.offerTitle', {
          title: store.pass.title,
          percent: BATTLEPASS_RULES.presaleDiscountBasisPoints / 100,
        })}
        onClose={() => store.close()}
      >
        <p>{t('premium.popup.offerText')}</p>
        <p>
          <strong data-testid="presale-countdown">{formatTimeLeft(store.pass.startedAt, now)}</strong>
        </p>
        {store.error && (
          <div role="alert">
            <Alert kind="error">{t('premium.buyError', { message: errorText(store.error) })}</Alert>
          </div>
        )}
        <div className={screens.row}>
          <s>{money(store.bundle.oldPrice)}</s>
          <Button
            variant="success"
            disabled={store.buying}
            onClick={() =>
              void store.buy().then((ok) => {
                if (!ok) go('/auth');
              })
            }
          >
            {t('premium.buyFor', { price: money(store.bundle.presalePrice) })}
          </Button>
          <Button variant="secondary" onClick={() => store.close()}>
            {t('premium.popup.later')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return null;
});
