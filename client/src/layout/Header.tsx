import { Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import { withLanguage } from '../i18n/language-path';
import { useLanguage, useStores } from '../stores/stores-context';
import { buttonClass } from '../ui/Button';
import { Money } from '../ui/Money';
import { CommunityButton, ExternalShopLink } from './community/lazy';
import { MobileDrawer } from './MobileDrawer';
import { Logo } from './Logo';
import { CurrencyPicker, LanguagePicker } from './Pickers';
import { UserMenu } from './UserMenu';
import styles from './layout.module.css';

export const Header = observer(function Header() {
  const { t } = useTranslation();
  const { session, user } = useStores();
  const language = useLanguage();
  const [drawer, setDrawer] = useState(false);
  const navClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`;

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <button
          type="button"
          className={styles.burger}
          aria-label={t('nav.mainNavigation')}
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
        >
          <span />
          <span />
          <span />
        </button>
        <Logo />
        <nav className={styles.mainNav} aria-label={t('nav.mainNavigation')}>
          <NavLink to={withLanguage(language, '/')} end className={navClass}>
            {t('nav.home')}
          </NavLink>
          <NavLink to={withLanguage(language, '/games')} className={navClass}>
            {t('nav.games')}
          </NavLink>
          <NavLink to={withLanguage(language, '/premium')} className={navClass}>
            {t('nav.premium')}
          </NavLink>
          <AppLink to="/shop" className={styles.navLink}>
            {t('nav.shop')}
          </AppLink>
          <AppLink to="/faq" className={styles.navLink}>
            {t('nav.faq')}
          </AppLink>
        </nav>
        <div className={styles.headerEnd}>
          <Suspense fallback={null}>
            <CommunityButton />
          </Suspense>
          <div className={styles.desktopOnly}>
            <Suspense fallback={null}>
              <ExternalShopLink />
            </Suspense>
            <LanguagePicker id="header-language" />
            <CurrencyPicker id="header-currency" />
          </div>
          {session.isValid ? (
            <>
              <div className={styles.balance} aria-label={t('balance.real')} data-testid="header-balance">
                <span className={styles.balanceLabel}>{t('balance.real')}</span>
                {user.state ? <Money cents={user.balanceCents} /> : <span className={styles.balancePending}>···</span>}
              </div>
              <AppLink to="/deposit" className={`${buttonClass('success', 'small')} ${styles.depositButton}`}>
                <span aria-hidden="true">+</span>
                <span className={styles.depositText}>{t('nav.deposit')}</span>
              </AppLink>
              <UserMenu />
            </>
          ) : (
            <AppLink to="/auth" className={buttonClass('primary', 'small')}>
              {t('nav.signIn')}
            </AppLink>
          )}
        </div>
      </div>
      {drawer && <MobileDrawer onClose={() => setDrawer(false)} />}
    </header>
  );
});
