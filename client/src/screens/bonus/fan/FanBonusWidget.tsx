import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMoney, useStores } from '../../../stores/stores-context';
import { ApiError } from '../../../transport/api-error';
import { Button } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import screens from '../../screens.module.css';
import { Countdown } from '../daily/Countdown';
import { FanBonusStore } from './fan-store';

const DAY_MS = 86_400_000;

/** The fan bonus on /bonus: the brand for the nickname, the approved avatars, what is missing, the claim. */
const FanBonusWidget = observer(function FanBonusWidget() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(() => new FanBonusStore(root.api), [root]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
  }, [store, signedIn]);

  const fan = store.fan;
  if (!signedIn || !fan) return null;
  const nowMs = root.clock.nowMs;
  const claim = async () => {
    if (await store.claim()) void root.user.refresh().catch(() => undefined);
  };

  return (
    <Card>
      <div className={screens.form} data-testid="bonus-fan">
        <h2>{t('bonusPage.fan.title')}</h2>
        <p className={screens.muted}>
          {t('bonusPage.fan.lead', {
            brand: fan.brand,
            amount: money(fan.amountCents),
            days: Math.round(fan.periodMs / DAY_MS),
          })}
        </p>
        <div>
          <h3>{t('bonusPage.fan.avatars')}</h3>
          {fan.approvedAvatars.length === 0 ? (
            <p className={screens.muted}>{t('bonusPage.fan.noAvatars')}</p>
          ) : (
            <div className={screens.row}>
              {fan.approvedAvatars.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                  <img
                    src={url}
                    alt=""
                    width={56}
                    height={56}
                    style={{ borderRadius: 8, objectFit: 'cover' }}
                    loading="lazy"
                  />
                </a>
              ))}
            </div>
          )}
        </div>
        {store.paid && <Alert kind="success">{t('bonusPage.added', { amount: money(store.paid.amountCents) })}</Alert>}
        {fan.reasons.length > 0 && (
          <Alert kind="info">
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="fan-reasons">
              {fan.reasons.map((reason) => (
                <li key={reason.key}>
                  {t('bonusPage.refused', { reason: errorText(new ApiError(reason.key, reason.args, 400)) })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
        {!store.isOpen(nowMs) && fan.nextAt !== null ? (
          <Countdown atMs={fan.nextAt} nowMs={nowMs} testId="fan-next" />
        ) : (
          <div>
            <Button
              variant="success"
              busy={store.busy}
              disabled={!store.canClaim(nowMs)}
              onClick={() => void claim()}
              data-testid="fan-claim"
            >
              {t('bonusPage.fan.claim')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
});

export default FanBonusWidget;
