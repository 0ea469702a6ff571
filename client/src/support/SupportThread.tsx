import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '@arena/schemas';
import { useLanguage } from '../stores/stores-context';
import { formatDateTime } from '../i18n/format';
import styles from './support.module.css';

/** Messages oldest first, scrolled to the newest; `mine` is the side written by whoever looks at it. */
export function SupportThread({
  messages,
  mine,
  testId,
}: {
  messages: SupportMessage[];
  mine: 'USER' | 'AGENT';
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <div className={styles.list} role="log" aria-live="polite" data-testid={testId}>
      {messages.map((message) => (
        <div
          key={message.id}
          className={`${styles.message} ${message.author === mine ? styles.mine : ''}`}
          data-author={message.author}
        >
          <span className={styles.meta}>
            {message.author === 'AGENT'
              ? t('support.agentName', { name: message.agentName ?? '' })
              : t(mine === 'USER' ? 'support.you' : 'support.player')}{' '}
            · {formatDateTime(message.createdAt, language)}
          </span>
          {message.text}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
