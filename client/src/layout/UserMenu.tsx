import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import { useStores } from '../stores/stores-context';
import styles from './layout.module.css';

/** Avatar button with the account links: profile, withdraw, bonuses, sign out. */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation();
  const { user } = useStores();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = user.state?.name ?? '';
  const close = () => setOpen(false);
  return (
    <div className={styles.userMenu} ref={box}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.accountMenu')}
        onClick={() => setOpen(!open)}
      >
        {user.state?.avatar ? (
          <img src={user.state.avatar} alt="" />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase() || '?'}</span>
        )}
      </button>
      {open && (
        <div className={styles.menu} id={menuId}>
          <div className={styles.menuName}>{name}</div>
          <AppLink to="/profile" onClick={close}>
            {t('nav.profile')}
          </AppLink>
          <AppLink to="/withdraw" onClick={close}>
            {t('nav.withdraw')}
          </AppLink>
          <AppLink to="/bonus" onClick={close}>
            {t('nav.bonus')}
          </AppLink>
          <AppLink to="/logout" onClick={close}>
            {t('nav.signOut')}
          </AppLink>
        </div>
      )}
    </div>
  );
});
