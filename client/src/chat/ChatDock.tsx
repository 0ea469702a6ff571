import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel';
import styles from './chat.module.css';

/** The desktop side panel: the chat beside every page that does not hide it; collapsed to a button on demand. */
export default observer(function ChatDock({ open, onToggle }: { open: boolean; onToggle(open: boolean): void }) {
  const { t } = useTranslation();
  if (!open) {
    return (
      <button type="button" className={styles.dockButton} onClick={() => onToggle(true)}>
        {t('chat.open')}
      </button>
    );
  }
  return (
    <aside className={styles.dock}>
      <ChatPanel onClose={() => onToggle(false)} />
    </aside>
  );
});
