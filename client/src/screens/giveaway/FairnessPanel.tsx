import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Alert, Empty } from '../../ui/Feedback';
import type { GiveawayStore } from './giveaway-store';
import { TYPE_KEYS } from './giveaway-views';
import styles from './giveaway.module.css';

/**
 * The opened giveaway as a verifier sees it: the seed hash published at the start, the participants in the draw's
 * order, and once drawn the revealed seed, the winners and the browser's own re-run of the draw.
 */
export const FairnessPanel = observer(function FairnessPanel({ store }: { store: GiveawayStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const { user } = useStores();
  const detail = store.detail;
  if (store.detailError) return <Alert kind="error">{errorText(store.detailError)}</Alert>;
  if (!detail) return null;
  const verification = store.verification;
  const me = user.state?.id;

  return (
    <section
      className={styles.fairness}
      aria-label={t('giveaway.fairnessOf', { name: t(TYPE_KEYS[detail.type]), id: detail.id })}
      data-testid="giveaway-fairness"
    >
      <h3>{t('giveaway.fairnessOf', { name: t(TYPE_KEYS[detail.type]), id: detail.id })}</h3>
      <dl className={styles.seeds}>
        <dt>{t('giveaway.seedHash')}</dt>
        <dd className={styles.hash}>{detail.seedHash}</dd>
        <dt>{t('giveaway.serverSeed')}</dt>
        <dd className={styles.hash}>{detail.serverSeed ?? t('giveaway.seedHidden')}</dd>
      </dl>
      {verification && (
        <Alert kind={verification.ok ? 'success' : 'error'}>
          {verification.ok ? t('giveaway.verified') : t('giveaway.verifyFailed')}
        </Alert>
      )}
      {detail.winners.length > 0 && (
        <ol className={styles.winners}>
          {detail.winners.map((winner) => (
            <li key={winner.slot}>
              <AppLink to={`/user/${encodeURIComponent(winner.userId)}`}>{winner.name}</AppLink>
              <span className={styles.note}>
                {winner.prize.name} · {money(winner.prize.priceCents)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <h4>{t('giveaway.participants', { count: detail.participants.length })}</h4>
      {detail.participants.length === 0 ? (
        <Empty>{t('giveaway.noParticipants')}</Empty>
      ) : (
        <ul className={styles.people} data-testid="giveaway-people">
          {detail.participants.map((person) => (
            <li key={person.userId} className={person.userId === me ? styles.me : undefined}>
              {person.name}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>{t('giveaway.algorithm')}</summary>
        <pre className={styles.algorithm}>{detail.algorithm}</pre>
      </details>
    </section>
  );
});
