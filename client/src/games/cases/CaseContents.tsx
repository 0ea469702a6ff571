import { useTranslation } from 'react-i18next';
import type { CaseDetailAnswer } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatNumber } from '../../i18n/format';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import styles from './cases.module.css';

/** Every skin of the case with its exact odds and ticket range, and the published formula. */
export function CaseContents({ detail }: { detail: CaseDetailAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  return (
    <Card className={styles.contents}>
      <h2 className={styles.groupTitle}>{t('cases.contents')}</h2>
      <div className={styles.items} data-testid="case-items">
        {detail.items.map((item) => (
          <div key={item.slot} className={styles.item} style={{ borderTopColor: item.color }} data-testid="case-item">
            <img src={item.iconUrl} alt="" className={styles.itemIcon} />
            <strong className={styles.itemName}>{item.name}</strong>
            <span>{money(item.priceCents)}</span>
            <span className={styles.odds} data-testid="case-item-odds">
              {formatNumber(item.odds * 100, language, 3)}%
            </span>
            <span className={layout.note}>
              {t('cases.tickets')}: {formatNumber(item.ticketFrom, language)}–
              {formatNumber(item.ticketTo - 1, language)}
            </span>
          </div>
        ))}
      </div>
      <p className={layout.note}>{t('cases.formula')}</p>
    </Card>
  );
}
