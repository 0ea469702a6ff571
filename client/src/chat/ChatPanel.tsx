import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CHAT_RULES, type ChatChannel, isChatStaff } from '@arena/schemas';
import { AppLink } from '../navigation/links';
import { useErrorText, useLanguage, useStores } from '../stores/stores-context';
import { formatDateTime } from '../i18n/format';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { ApiError } from '../transport/api-error';
import { Button } from '../ui/Button';
import { chatConnector } from './chat-connection';
import { ChatStore } from './chat-store';
import { MessageRow } from './MessageRow';
import { STICKERS, stickerUrl } from './stickers';
import styles from './chat.module.css';

/** The chat: channel picker, messages, send box, stickers for premium players, moderator tools for staff. */
export const ChatPanel = observer(function ChatPanel({ onClose }: { onClose?: () => void }) {
  const root = useStores();
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const chat = useMemo(
    () =>
      new ChatStore(
        language,
        chatConnector(() => root.site.settings?.gameServerUrl ?? null),
      ),
    [root, language],
  );
  const token = root.session.bearer;
  const serverKnown = root.site.settings !== null;
  const me = root.user.state;
  const staff = isChatStaff(me?.role);
  const [draft, setDraft] = useState('');
  const [stickers, setStickers] = useState(false);
  const [mutedOpen, setMutedOpen] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!serverKnown) return;
    void chat.connect(token);
    return () => chat.disconnect();
  }, [chat, token, serverKnown]);
  // Newest at the bottom, kept in view as messages arrive.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [chat.messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
  };
  const error = chat.lastError;
  // The mute's end arrives as an ISO time; the player reads it in their own format.
  const shown =
    error?.key === 'CHAT.MUTED' && typeof error.args[0] === 'string'
      ? new ApiError(error.key, [formatDateTime(Date.parse(error.args[0]), language)], error.status)
      : error;

  return (
    <section className={styles.panel} aria-label={t('chat.title')}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('chat.title')}</h2>
        <label htmlFor="chat-channel" className="visually-hidden">
          {t('chat.channel')}
        </label>
        <select
          id="chat-channel"
          className={styles.channel}
          value={chat.channel}
          onChange={(e) => chat.setChannel(e.target.value as ChatChannel)}
        >
          {CHAT_RULES.channels.map((code) => (
            <option key={code} value={code}>
              {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        {staff && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setMutedOpen(!mutedOpen);
              if (!mutedOpen) chat.loadMuted();
            }}
          >
            {t('chat.mutedList')}
          </Button>
        )}
        {onClose && (
          <button type="button" className={styles.close} aria-label={t('chat.close')} onClick={onClose}>
            ×
          </button>
        )}
      </header>
      {mutedOpen && (
        <ul className={styles.muted} aria-label={t('chat.mutedList')}>
          {chat.muted.length === 0 && <li>{t('chat.noMuted')}</li>}
          {chat.muted.map((m) => (
            <li key={m.userId}>
              {t('chat.mutedUntil', { name: m.name, until: formatDateTime(Date.parse(m.until), language) })}
            </li>
          ))}
        </ul>
      )}
      {chat.status === 'failed' && (
        <p className={styles.notice}>
          {t('chat.failed')}{' '}
          <button type="button" className={styles.link} onClick={() => void chat.connect(token)}>
            {t('chat.retry')}
          </button>
        </p>
      )}
      <ol ref={list} className={styles.list} aria-live="polite">
        {chat.status === 'connected' && chat.messages.length === 0 && (
          <li className={styles.notice}>{t('chat.empty')}</li>
        )}
        {chat.messages.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            canModerate={staff && message.userId !== me?.id}
            onMute={(userId, minutes) => chat.mute(userId, minutes)}
            onDelete={(id) => chat.remove(id)}
          />
        ))}
      </ol>
      {shown && (
        <p className={styles.error} role="alert">
          {errorText(shown)}
        </p>
      )}
      {token ? (
        <form className={styles.sendBox} onSubmit={submit}>
          {me?.premium && (
            <button
              type="button"
              className={styles.stickerToggle}
              aria-expanded={stickers}
              aria-label={t('chat.stickers')}
              onClick={() => setStickers(!stickers)}
            >
              ☺
            </button>
          )}
          <label htmlFor="chat-draft" className="visually-hidden">
            {t('chat.placeholder')}
          </label>
          <input
            id="chat-draft"
            className={styles.input}
            value={draft}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            onChange={(e) => {
              setDraft(e.target.value);
              if (chat.lastError) chat.clearError();
            }}
          />
          <Button type="submit" size="small">
            {t('chat.send')}
          </Button>
          {stickers && (
            <div className={styles.stickers} role="menu" aria-label={t('chat.stickers')}>
              {STICKERS.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setStickers(false);
                    chat.sendSticker(id);
                  }}
                >
                  <img src={stickerUrl(id)} alt={id} width={48} height={48} />
                </button>
              ))}
            </div>
          )}
        </form>
      ) : (
        <p className={styles.notice}>
          <AppLink to="/auth">{t('chat.signInToWrite')}</AppLink>
        </p>
      )}
    </section>
  );
});
