import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMoney, useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import { TextField } from '../../../ui/Field';
import screens from '../../screens.module.css';
import { Countdown } from './Countdown';
import { DailyBonusStore } from './daily-store';

/** The daily bonus on /bonus: a captcha question, then the claim; a countdown until the next one. */
const DailyBonusWidget = observer(function DailyBonusWidget() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(() => new DailyBonusStore(root.api), [root]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
  }, [store, signedIn]);

  const daily = store.daily;
  if (!signedIn || !daily) return null;
  const nowMs = root.clock.nowMs;
  const claim = async () => {
    if (await store.claim()) void root.user.refresh().catch(() => undefined);
  };

  return (
    <Card>
      <div className={screens.form} data-testid="bonus-daily">
        <h2>{t('bonusPage.daily.title')}</h2>
        <p className={screens.muted}>{t('bonusPage.daily.lead', { amount: money(daily.amountCents) })}</p>
        {store.paid && <Alert kind="success">{t('bonusPage.added', { amount: money(store.paid.amountCents) })}</Alert>}
        {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
        {!store.isOpen(nowMs) && daily.nextAt !== null ? (
          <Countdown atMs={daily.nextAt} nowMs={nowMs} testId="bonus-daily-next" />
        ) : store.challenge ? (
          <form
            className={screens.form}
            onSubmit={(event) => {
              event.preventDefault();
              void claim();
            }}
          >
            <TextField
              label={t('bonusPage.daily.question', { question: store.challenge.question })}
              placeholder={t('bonusPage.daily.answer')}
              inputMode="numeric"
              autoComplete="off"
              value={store.answer}
              onChange={(event) => store.setAnswer(event.target.value)}
            />
            <div className={screens.row}>
              <Button type="submit" variant="success" busy={store.busy} disabled={store.answer.trim() === ''}>
                {t('bonusPage.daily.claim')}
              </Button>
              <Button variant="ghost" disabled={store.busy} onClick={() => void store.ask()}>
                {t('bonusPage.daily.newQuestion')}
              </Button>
            </div>
          </form>
        ) : (
          <div className={screens.row}>
            <span className={screens.muted}>{t('bonusPage.availableNow')}</span>
            <Button busy={store.busy} onClick={() => void store.ask()}>
              {t('bonusPage.daily.ask')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
});

export default DailyBonusWidget;
