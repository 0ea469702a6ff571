import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { Dialog } from '../../ui/Dialog';
import { buttonClass } from '../../ui/Button';
import { communityLinks } from './community-links';
import styles from './community.module.css';

/**
 * docs/product-rules.md §2 "Discord-style community modal": the header button and the list of channels
 * (COMMUNITY_LINKS).
 */
const CommunityButton = observer(function CommunityButton() {
  const { t } = useTranslation();
  const { site } = useStores();
  const [open, setOpen] = useState(false);
  const links = communityLinks(site.settings);
  if (links.length === 0) return null;

  return (
    <>
      <button
        type="button"
        className={`${buttonClass('ghost', 'small')} ${styles.button}`}
        aria-haspopup="dialog"
        aria-label={t('community.button')}
        data-testid="community-button"
        onClick={() => setOpen(true)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM1.5 19.5C1.5 15.9 4.4 13 8 13s6.5 2.9 6.5 6.5v.5h-13v-.5Zm14.5.5v-.5c0-1.9-.7-3.7-1.9-5A5.5 5.5 0 0 1 22.5 19v1H16Z" />
        </svg>
        <span className={styles.label}>{t('community.button')}</span>
      </button>
      {open && (
        <Dialog title={t('community.title')} onClose={() => setOpen(false)}>
          <p className={styles.intro}>{t('community.intro')}</p>
          <ul className={styles.list} data-testid="community-links">
            {links.map((link) => (
              <li key={`${link.name}:${link.url}`}>
                <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                  <span className={styles.badge} aria-hidden="true">
                    {link.name.slice(0, 1).toUpperCase()}
                  </span>
                  <span className={styles.name}>{link.name}</span>
                  <span className={styles.host}>{new URL(link.url).host}</span>
                </a>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
});
export default CommunityButton;
