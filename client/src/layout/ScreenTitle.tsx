import { createContext, type ReactNode, useContext } from 'react';
import styles from './layout.module.css';

/** True inside a desktop modal, where the dialog already shows the title. */
export const InModalContext = createContext(false);

export function useInModal(): boolean {
  return useContext(InModalContext);
}

/** A screen's heading: an h1 on a page, nothing inside a modal (the dialog's title stands for it). */
export function ScreenTitle({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  const inModal = useInModal();
  if (inModal) return lead ? <p className={styles.lead}>{lead}</p> : null;
  return (
    <header className={styles.screenHead}>
      <div>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions}
    </header>
  );
}
