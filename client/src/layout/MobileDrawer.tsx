import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import { gameRoutes } from '../navigation/routes';
import { useStores } from '../stores/stores-context';
import { CurrencyPicker, LanguagePicker } from './Pickers';
import styles from './layout.module.css';

/** The phone menu: every destination plus language and currency. */
export const MobileDrawer = observer(function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const link = (to: string, label: string) => (
    <AppLink to={to} onClick={onClose} className={styles.drawerLink}>
      {label}
    </AppLink>
  );
  // A portal: the sticky header's backdrop filter would otherwise clip a fixed overlay to the header.
  return createPortal(
    <div className={styles.drawerOverlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <nav ref={panel} className={styles.drawer} aria-label={t('nav.mainNavigation')} tabIndex={-1}>
        <button type="button" className={styles.drawerClose} onClick={onClose} aria-label={t('nav.close')}>
          ×
        </button>
        {link('/', t('nav.home'))}
        {link('/games', t('nav.games'))}
        {link('/premium', t('nav.premium'))}
        {link('/clans', t('clans.nav'))}
        {link('/minigame', t('routes.minigame.title'))}
        {link('/treasures', t('nav.treasures'))}
        {link('/giveaway', t('giveaway.nav'))}
        {link('/leaderboard', t('leaderboard.nav'))}
        {link('/top', t('top.nav'))}
        {gameRoutes().map((route) => route.game && link(route.game.href, t(route.game.nameKey)))}
        {link('/shop', t('nav.shop'))}
        {session.isValid ? (
          <>
            {link('/deposit', t('nav.deposit'))}
            {link('/withdraw', t('nav.withdraw'))}
            {link('/profile', t('nav.profile'))}
            {link('/bonus', t('nav.bonus'))}
          </>
        ) : (
          link('/auth', t('nav.signIn'))
        )}
        {link('/faq', t('nav.faq'))}
        <div className={styles.drawerPickers}>
          <LanguagePicker id="drawer-language" />
          <CurrencyPicker id="drawer-currency" />
        </div>
        {session.isValid && link('/logout', t('nav.signOut'))}
      </nav>
    </div>,
    document.body,
  );
});
