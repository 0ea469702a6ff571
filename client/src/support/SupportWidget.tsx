import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SUPPORT_RULES } from '@arena/schemas';
import { AppLink } from '../navigation/links';
import { useErrorText, useStores } from '../stores/stores-context';
import type { RootStore } from '../stores/root-store';
import { Button, buttonClass } from '../ui/Button';
import { Alert } from '../ui/Feedback';
import { fetchEventStream } from './sse';
import { SupportStore } from './support-store';
import { SupportThread } from './SupportThread';
import styles from './support.module.css';

// One store per app, kept across route changes (the shell may remount), so the stream is not reopened per page.
const stores = new WeakMap<RootStore, SupportStore>();
function supportStoreOf(root: RootStore): SupportStore {
  let store = stores.get(root);
  if (!store) {
    store = new SupportStore(
      root.api,
      fetchEventStream('/api/support/events', () => root.session.bearer),
    );
    stores.set(root, store);
  }
  return store;
}

/** docs/product-rules.md §9: the button appears `SUPPORT_RULES.widgetWaitMs` after the page loaded (not after each navigation). */
function useShownAfterLoad(): boolean {
  const [shown, setShown] = useState(() => performance.now() >= SUPPORT_RULES.widgetWaitMs);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), Math.max(0, SUPPORT_RULES.widgetWaitMs - performance.now()));
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}

/** The floating support button with its unread badge and the conversation panel (docs/product-rules.md §6). */
const SupportWidget = observer(function SupportWidget() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const root = useStores();
  const store = supportStoreOf(root);
  const shown = useShownAfterLoad();
  const signedIn = root.session.bearer !== null;
  const fieldId = useId();

  useEffect(() => {
    if (shown && signedIn) store.start();
    else if (!signedIn) store.stop();
  }, [shown, signedIn, store]);

  if (!shown) return null;
  const badge = signedIn && store.unread > 0;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-expanded={store.open}
        aria-label={
          badge ? `${t('support.button')} (${t('support.unread', { count: store.unread })})` : t('support.button')
        }
        onClick={() => void store.setOpen(!store.open, signedIn)}
        data-testid="support-button"
      >
        <span aria-hidden="true">?</span>
        {badge && (
          <span className={styles.badge} data-testid="support-badge">
            {store.unread}
          </span>
        )}
      </button>
      {store.open && (
        <section className={styles.panel} aria-label={t('support.title')} data-testid="support-panel">
          <div className={styles.head}>
            <h2>{t('support.title')}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('support.close')}
              onClick={() => void store.setOpen(false)}
            >
              ×
            </button>
          </div>
          {!signedIn ? (
            <div className={styles.list}>
              <p className={styles.note}>{t('support.signInText')}</p>
              <AppLink to="/auth" className={buttonClass('primary')}>
                {t('support.signIn')}
              </AppLink>
            </div>
          ) : (
            <>
              {store.loaded && store.messages.length === 0 ? (
                <div className={styles.list}>
                  <p className={styles.note}>{t('support.intro')}</p>
                </div>
              ) : (
                <SupportThread messages={store.messages} mine="USER" testId="support-thread" />
              )}
              {store.status === 'CLOSED' && <p className={styles.note}>{t('support.closedNote')}</p>}
              <form
                className={styles.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  void store.send();
                }}
              >
                <label htmlFor={fieldId}>{t('support.messageLabel')}</label>
                <textarea
                  id={fieldId}
                  value={store.draft}
                  maxLength={SUPPORT_RULES.maxLength * 2}
                  onChange={(event) => store.setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) {
                      event.preventDefault();
                      void store.send();
                    }
                  }}
                />
                {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
                <div className={styles.row}>
                  <span className={styles.meta}>
                    {[...store.draft.trim()].length} / {SUPPORT_RULES.maxLength}
                  </span>
                  <Button type="submit" size="small" busy={store.sending}>
                    {t('support.send')}
                  </Button>
                </div>
              </form>
            </>
          )}
        </section>
      )}
    </>
  );
});

export default SupportWidget;
