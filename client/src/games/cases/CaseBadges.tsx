import { useTranslation } from 'react-i18next';
import type { CaseBox } from '@arena/schemas';
import { useLanguage } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import styles from './cases.module.css';

/** The case's flags (docs/product-rules.md §3): bonus-only payment, premium, limited collection, expiry, status; and its counts. */
export function CaseBadges({ box, now = Date.now() }: { box: CaseBox; now?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const expired = box.expiresAt !== null && box.expiresAt <= now;
  const soldOut = box.limitTotal !== null && box.unboxed >= box.limitTotal;
  return (
    <div className={styles.badges}>
      {box.premiumOnly && <span className={`${styles.badge} ${styles.premium}`}>{t('cases.premium')}</span>}
      {box.bonusOnly && <span className={`${styles.badge} ${styles.bonus}`}>{t('cases.bonusOnly')}</span>}
      {box.limitTotal !== null &&
        (soldOut ? (
          <span className={`${styles.badge} ${styles.off}`}>{t('cases.soldOut')}</span>
        ) : (
          <span className={styles.badge}>
            {t('cases.limited', { left: box.limitTotal - box.unboxed, total: box.limitTotal })}
          </span>
        ))}
      {box.expiresAt !== null &&
        (expired ? (
          <span className={`${styles.badge} ${styles.off}`}>{t('cases.expired')}</span>
        ) : (
          <span className={styles.badge}>{t('cases.expires', { date: formatDateTime(box.expiresAt, language) })}</span>
        ))}
      {box.status === 'TEMPORARILY_UNAVAILABLE' && (
        <span className={`${styles.badge} ${styles.off}`}>{t('cases.temporarilyUnavailable')}</span>
      )}
      {box.status === 'UNAVAILABLE' && (
        <span className={`${styles.badge} ${styles.off}`}>{t('cases.unavailable')}</span>
      )}
      <span className={styles.badge}>{t('cases.items', { count: box.itemCount })}</span>
      <span className={styles.badge}>{t('cases.unboxed', { count: box.unboxed })}</span>
    </div>
  );
}
