import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { buttonClass } from '../../ui/Button';
import { GameTiles } from './GameTiles';
import { PresalePopups } from './PresalePopups';
import screens from '../screens.module.css';
import styles from './home.module.css';

const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation();
  const { session } = useStores();
  return (
    <div className={screens.stack}>
      <PresalePopups />
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className={styles.ctas}>
            {session.isValid ? (
              <AppLink to="/deposit" className={buttonClass('success', 'large')}>
                {t('home.ctaDeposit')}
              </AppLink>
            ) : (
              <AppLink to="/auth" className={buttonClass('primary', 'large')}>
                {t('home.ctaSignIn')}
              </AppLink>
            )}
            <AppLink to="/shop" className={buttonClass('secondary', 'large')}>
              {t('home.ctaShop')}
            </AppLink>
          </div>
        </div>
      </section>
      <section className={screens.section} aria-labelledby="home-games">
        <h2 id="home-games">{t('home.gamesTitle')}</h2>
        <GameTiles />
      </section>
      <section className={screens.section} aria-labelledby="home-why">
        <h2 id="home-why">{t('home.whyTitle')}</h2>
        <div className={styles.features}>
          <article className={styles.feature}>
            <h3>
              <span className={styles.icon} aria-hidden="true">
                ✓
              </span>
              {t('home.fairTitle')}
            </h3>
            <p>{t('home.fairText')}</p>
          </article>
          <article className={styles.feature}>
            <h3>
              <span className={styles.icon} aria-hidden="true">
                $
              </span>
              {t('home.fastTitle')}
            </h3>
            <p>{t('home.fastText')}</p>
          </article>
          <article className={styles.feature}>
            <h3>
              <span className={styles.icon} aria-hidden="true">
                ◆
              </span>
              {t('home.skinsTitle')}
            </h3>
            <p>{t('home.skinsText')}</p>
          </article>
        </div>
      </section>
    </div>
  );
});

export default HomeScreen;
