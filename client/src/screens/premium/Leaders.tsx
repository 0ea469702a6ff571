import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { Empty } from '../../ui/Feedback';
import type { PremiumStore } from './premium-store';
import styles from './premium.module.css';

/** The top players of the pass by experience. */
export const Leaders = observer(function Leaders({ store }: { store: PremiumStore }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="premium-leaders">
      <h2 id="premium-leaders">{t('premium.leaders')}</h2>
      {store.leaders.length === 0 ? (
        <Empty>{t('premium.noLeaders')}</Empty>
      ) : (
        <ol className={styles.leaders}>
          {store.leaders.map((leader) => (
            <li key={leader.userId}>
              <AppLink to={`/user/${encodeURIComponent(leader.userId)}`}>{leader.name}</AppLink>
              <span>{t('premium.level', { level: leader.level })}</span>
              <span>{t('premium.experience', { experience: leader.experience })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
