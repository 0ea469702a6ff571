import { NavLink, useLocation } from 'react-router';
import { withLanguage } from '../i18n/language-path';
import { useLanguage } from '../stores/stores-context';
import styles from './ui.module.css';

export interface TabLink {
  to: string;
  label: string;
  /** Only an exact match marks the tab (for the default tab of a section). */
  end?: boolean;
  /** Marks the tab regardless of the address (a default reached by a shorter path). */
  active?: boolean;
}

/** Route-backed tabs: each tab is a link, so tabs are shareable and the back button works. */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  const language = useLanguage();
  // Inside a desktop modal the tabs keep the page the modal was opened over.
  const { state } = useLocation();
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={withLanguage(language, tab.to)}
          end={tab.end}
          replace
          state={state}
          className={({ isActive }) => `${styles.tab} ${isActive || tab.active ? styles.tabActive : ''}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
