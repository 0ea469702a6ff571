import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const tone = kind === 'error' ? styles.alertError : kind === 'success' ? styles.alertSuccess : styles.alertInfo;
  return (
    <div className={`${styles.alert} ${tone}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={[styles.card, className].filter(Boolean).join(' ')}>{children}</section>;
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('common.pageOf', { page, pages })}>
      <button type="button" className={styles.tab} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('common.previous')}
      </button>
      <span>{t('common.pageOf', { page, pages })}</span>
      <button type="button" className={styles.tab} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')} →
      </button>
    </nav>
  );
}
