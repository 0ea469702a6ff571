import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../../stores/stores-context';
import { ApiError } from '../../../transport/api-error';
import { Button, buttonClass } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import screens from '../../screens.module.css';
import { Countdown } from '../daily/Countdown';
import { SEGMENT_DEG, SPIN_MS, discBackground } from './wheel-geometry';
import { WheelStore } from './wheel-store';
import styles from './wheel.module.css';
import { FairAlgorithm } from '../../fair/FairAlgorithm';

/** The wheel of fortune on /bonus: conditions, the disc (CSS, turned to the server's segment), the result and its seeds. */
const WheelWidget = observer(function WheelWidget() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(() => new WheelStore(root.api), [root]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
  }, [store, signedIn]);

  const landed = () => {
    if (store.land()) void root.user.refresh().catch(() => undefined);
  };
  // transitionend does not come with reduced motion or a hidden tab: land on a timer too.
  const rotation = store.rotation;
  useEffect(() => {
    if (!store.spinning || rotation === 0) return undefined;
    const timer = setTimeout(landed, SPIN_MS + 300);
    return () => clearTimeout(timer);
  });

  const wheel = store.wheel;
  if (!signedIn || !wheel) return null;
  const nowMs = root.clock.nowMs;
  const { conditions } = wheel;
  const shown = store.landed ? store.spin : null;
  const lastSpin = wheel.lastSpin;

  return (
    <Card>
      <div className={screens.form} data-testid="bonus-wheel">
        <h2>{t('bonusPage.wheel.title')}</h2>
        <p className={screens.muted}>{t('bonusPage.wheel.lead', { max: money(Math.max(...wheel.segmentsCents)) })}</p>
        <div className={styles.layout}>
          <div className={styles.stage}>
            <div className={styles.pointer} aria-hidden="true" />
            <div
              className={styles.disc}
              data-testid="wheel-disc"
              data-rotation={rotation}
              style={{ background: discBackground(wheel.segmentsCents), transform: `rotate(${rotation}deg)` }}
              onTransitionEnd={landed}
              role="img"
              aria-label={t('bonusPage.wheel.name')}
            >
              {wheel.segmentsCents.map((cents, i) => (
                <span
                  key={i}
                  className={styles.label}
                  style={{ transform: `rotate(${(i + 0.5) * SEGMENT_DEG}deg) translateY(-96px)` }}
                >
                  {money(cents)}
                </span>
              ))}
            </div>
            <div className={styles.hub} aria-hidden="true" />
          </div>
          <div className={styles.side}>
            <h3>{t('bonusPage.wheel.conditionsTitle')}</h3>
            <ul className={`${styles.conditions} ${screens.muted}`}>
              <li>{t('bonusPage.wheel.follow')}</li>
              <li>{t('bonusPage.wheel.level', { level: conditions.minSteamLevel })}</li>
              <li>{t('bonusPage.wheel.hours', { hours: conditions.minGameHours })}</li>
              <li>
                {t('bonusPage.wheel.deposit', {
                  amount: money(conditions.minDepositCents),
                  days: conditions.depositWindowDays,
                })}
              </li>
              <li>{t('bonusPage.wheel.noBans')}</li>
            </ul>
            {wheel.reasons.length > 0 && (
              <Alert kind="error">
                <ul className={styles.conditions} data-testid="wheel-reasons">
                  {wheel.reasons.map((reason) => (
                    <li key={reason.key}>
                      {t('bonusPage.refused', { reason: errorText(new ApiError(reason.key, reason.args, 400)) })}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
            {shown && (
              <Alert kind="success">
                <span data-testid="wheel-result" data-segment={shown.segment}>
                  {t('bonusPage.wheel.won', { amount: money(shown.prizeCents) })}
                </span>
              </Alert>
            )}
            {wheel.nextAt !== null && wheel.nextAt > nowMs && !store.spinning ? (
              <Countdown atMs={wheel.nextAt} nowMs={nowMs} testId="wheel-next" />
            ) : (
              <div>
                <Button
                  variant="success"
                  size="large"
                  busy={store.spinning}
                  disabled={!store.canSpin(nowMs)}
                  onClick={() => void store.spinNow()}
                >
                  {store.spinning ? t('bonusPage.wheel.spinning') : t('bonusPage.wheel.spin')}
                </Button>
              </div>
            )}
            {lastSpin && !store.spinning && (
              <p className={`${screens.muted} ${styles.hash}`} data-testid="wheel-fair">
                {t('bonusPage.wheel.fair', {
                  hash: lastSpin.serverSeedHash,
                  clientSeed: lastSpin.clientSeed,
                  nonce: lastSpin.nonce,
                })}{' '}
                <AppLink to="/fair" className={buttonClass('ghost', 'small')}>
                  {t('bonusPage.wheel.verify')}
                </AppLink>
              </p>
            )}
          </div>
        </div>
      </div>
      <FairAlgorithm id="wheel" />
    </Card>
  );
});

export default WheelWidget;
