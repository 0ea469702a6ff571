import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GiveawaySummary } from '@arena/schemas';
import { useErrorText, useMoney } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { ItemCard, ItemGrid } from '../../ui/ItemCard';
import type { GiveawayStore } from './giveaway-store';
import { TYPE_KEYS, prizePoolCents, timeLeft } from './giveaway-views';
import styles from './giveaway.module.css';

const DAY_MS = 86_400_000;

interface Props {
  store: GiveawayStore;
  giveaway: GiveawaySummary;
  nowMs: number;
  /** A visitor pressed Join. */
  onSignIn(): void;
}

/** One running giveaway: countdown, participants, conditions, its prizes and the join button (or the refusal). */
export const GiveawayCard = observer(function GiveawayCard({ store, giveaway, nowMs, onSignIn }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const { conditions } = giveaway;
  const refusal = store.joinErrors[giveaway.id];
  const join = async () => {
    if (!(await store.join(giveaway.id))) onSignIn();
  };
  const showing = store.detail?.id === giveaway.id;
  const left = timeLeft(giveaway.endsAt, nowMs);

  return (
    <Card className={styles.giveaway}>
      <div data-testid={`giveaway-${giveaway.type}`} className={styles.stack}>
        <header className={styles.head}>
          <div>
            <h2>{t(TYPE_KEYS[giveaway.type])}</h2>
            <p className={styles.note}>
              {t('giveaway.prizeSummary', {
                count: giveaway.prizes.length,
                amount: money(prizePoolCents(giveaway.prizes)),
              })}
            </p>
          </div>
          <div className={styles.facts}>
            <span className={styles.countdown} data-testid="giveaway-countdown">
              {t('giveaway.endsIn', { time: left.days > 0 ? t('giveaway.timeWithDays', left) : left.time })}
            </span>
            <span data-testid="giveaway-participants">
              {t('giveaway.participants', { count: giveaway.participantCount })}
            </span>
          </div>
        </header>
        <ul className={styles.conditions}>
          <li>
            {t('giveaway.conditionPayment', {
              amount: money(conditions.minPaymentCents),
              days: Math.round(conditions.paymentWindowMs / DAY_MS),
            })}
          </li>
          <li>{t('giveaway.conditionAccount', { level: conditions.minSteamLevel, hours: conditions.minGameHours })}</li>
          <li>{t('giveaway.conditionBans')}</li>
        </ul>
        {refusal && <Alert kind="error">{t('giveaway.refused', { reason: errorText(refusal) })}</Alert>}
        <div className={styles.actions}>
          {giveaway.joined ? (
            <strong className={styles.joined}>{t('giveaway.joined')}</strong>
          ) : (
            <Button
              variant="success"
              busy={store.joining === giveaway.id}
              disabled={store.joining !== null}
              onClick={() => void join()}
            >
              {t('giveaway.join')}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-expanded={showing}
            onClick={() => (showing ? store.closeDetail() : void store.openDetail(giveaway.id))}
          >
            {showing ? t('giveaway.hideDetails') : t('giveaway.details')}
          </Button>
        </div>
        <div className={styles.prizes}>
          <ItemGrid compact>
            {giveaway.prizes.map((prize) => (
              <ItemCard key={prize.slot} item={prize} note={t('giveaway.place', { place: prize.slot + 1 })} />
            ))}
          </ItemGrid>
        </div>
      </div>
    </Card>
  );
});
