import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { passesMaintenancePage } from '@arena/schemas';
import { useLanguage, useStores } from '../stores/stores-context';
import { formatDateTime } from '../i18n/format';
import { Dialog } from '../ui/Dialog';
import { type Translator, errorText } from '../transport/api-error';
import { Logo } from './Logo';
import styles from './layout.module.css';

/**
 * docs/product-rules.md §4: the maintenance banner shows unless the player dismissed this banner. Staff passing a
 * running maintenance PAGE see instead that players see the page, until when (not dismissible: it is the site's state).
 */
export const MaintenanceBanner = observer(function MaintenanceBanner() {
  const { t } = useTranslation();
  const { site, settings, clock, user } = useStores();
  const language = useLanguage();
  const page = site.maintenance.page;
  if (page && site.isPageActive(clock.nowMs) && passesMaintenancePage(user.state?.role)) {
    return (
      <div className={styles.banner} role="status" data-testid="maintenance-staff-notice">
        <span>{t('maintenance.staffNotice', { time: formatDateTime(page.finishedAt, language) })}</span>
      </div>
    );
  }
  const banner = site.maintenance.banner;
  if (!banner || settings.dismissedBannerId === banner.id) return null;
  return (
    <div className={styles.banner} role="status">
      <span>
        {t('maintenance.banner', {
          from: formatDateTime(banner.startedAt, language),
          to: formatDateTime(banner.finishedAt, language),
        })}
      </span>
      <button type="button" className={styles.bannerDismiss} onClick={() => settings.dismissBanner(banner.id)}>
        {t('maintenance.dismiss')}
      </button>
    </div>
  );
});

/** The maintenance PAGE replaces the whole site until its end time. */
export const MaintenancePage = observer(function MaintenancePage({ finishedAt }: { finishedAt: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <main className={styles.maintenance} id="main">
      <Logo />
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.text', { time: formatDateTime(finishedAt, language) })}</p>
    </main>
  );
});

/** docs/product-rules.md §4: shown while the game server is unreachable; the page refreshes when it is back. */
export const ConnectionLostModal = observer(function ConnectionLostModal() {
  const { t } = useTranslation();
  const { connection } = useStores();
  if (!connection.lost) return null;
  return (
    <Dialog title={t('connection.title')}>
      <div className={styles.connection}>
        <span className={styles.pulse} aria-hidden="true" />
        <p>{t('connection.text')}</p>
      </div>
    </Dialog>
  );
});

export const Toasts = observer(function Toasts() {
  const { ui } = useStores();
  return (
    <div className={styles.toasts} aria-live="polite">
      {ui.toasts.map((toast) => (
        <ToastView key={toast.id} id={toast.id} />
      ))}
    </div>
  );
});

const ToastView = observer(function ToastView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { ui } = useStores();
  const toast = ui.toasts.find((candidate) => candidate.id === id);
  if (!toast) return null;
  const text =
    'error' in toast.message
      ? errorTextOf(i18n, toast.message.error)
      : t(toast.message.key, toast.message.options ?? {});
  return (
    <div
      className={`${styles.toast} ${styles[`toast_${toast.kind}`] ?? ''}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span>{text}</span>
      <button type="button" onClick={() => ui.dismissToast(id)} aria-label={t('nav.close')}>
        ×
      </button>
    </div>
  );
});

function errorTextOf(i18n: unknown, error: unknown): string {
  return errorText(i18n as Translator, error);
}
