import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format';
import { useLanguage } from '../stores/stores-context';
import type { ChatMessageView } from './chat-store';
import { stickerUrl } from './stickers';
import styles from './chat.module.css';

interface MessageRowProps {
  message: ChatMessageView;
  /** Staff see the moderation menu on others' messages. */
  canModerate: boolean;
  onMute(userId: string, minutes: 5 | 60 | 1440): void;
  onDelete(messageId: string): void;
}

/**
 * One message. The text is a React text node: markup in a message shows as the characters typed, never as
 * HTML (there is no dangerouslySetInnerHTML anywhere in the chat).
 */
export function MessageRow({ message, canModerate, onMute, onDelete }: MessageRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [menu, setMenu] = useState(false);
  const staff = message.role === 'MODERATOR' || message.role === 'ADMIN';
  const act = (run: () => void) => () => {
    setMenu(false);
    run();
  };
  return (
    <li className={styles.message} data-message-id={message.id}>
      <div className={styles.messageHead}>
        <span className={styles.author}>{message.name}</span>
        {staff && <span className={styles.badge}>{t(message.role === 'ADMIN' ? 'chat.admin' : 'chat.moderator')}</span>}
        <time className={styles.time} dateTime={new Date(message.createdAt).toISOString()}>
          {formatDateTime(message.createdAt, language).split(/,\s*/).at(-1)}
        </time>
        {canModerate && (
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="menu"
            aria-expanded={menu}
            aria-label={t('chat.moderate')}
            onClick={() => setMenu(!menu)}
          >
            ⋯
          </button>
        )}
      </div>
      {message.sticker ? (
        <img
          className={styles.sticker}
          src={stickerUrl(message.sticker)}
          alt={t('chat.sticker')}
          width={72}
          height={72}
        />
      ) : (
        <p className={styles.text}>{message.text}</p>
      )}
      {menu && (
        <div role="menu" className={styles.menu}>
          <button type="button" role="menuitem" onClick={act(() => onMute(message.userId, 5))}>
            {t('chat.mute5m')}
          </button>
          <button type="button" role="menuitem" onClick={act(() => onMute(message.userId, 60))}>
            {t('chat.mute1h')}
          </button>
          <button type="button" role="menuitem" onClick={act(() => onMute(message.userId, 1440))}>
            {t('chat.mute24h')}
          </button>
          <button type="button" role="menuitem" className={styles.danger} onClick={act(() => onDelete(message.id))}>
            {t('chat.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
