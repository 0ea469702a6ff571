import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SUPPORT_RULES, type AdminUserProfileAnswer } from '@arena/schemas';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { SupportConsoleStore } from '../../support/support-console-store';
import { SupportThread } from '../../support/SupportThread';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import screens from '../screens.module.css';
import widget from '../../support/support.module.css';
import styles from '../../support/support-console.module.css';
import { useAction } from './use-action';

/** Beside the thread: who writes (id, balances, recent bets), from the console's user detail answer. */
function PlayerCard({ profile }: { profile: AdminUserProfileAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { user, bets } = profile;
  return (
    <Card>
      <div className={screens.stack} data-testid="support-player">
        <h2>{user.name}</h2>
        <p className={screens.muted}>
          {t('support.console.userId')}: <code>{user.id}</code>
        </p>
        <p>
          {t('admin.users.real')}: <strong data-testid="support-player-real">{money(user.realCents)}</strong>
          <br />
          {t('admin.users.bonus')}: <strong>{money(user.bonusCents)}</strong>
        </p>
        <h3>{t('admin.users.betsTitle')}</h3>
        {bets.length === 0 ? (
          <Empty>{t('support.console.noBets')}</Empty>
        ) : (
          <ul className={screens.small} data-testid="support-player-bets">
            {bets.slice(0, 10).map((bet) => (
              <li key={bet.id}>
                {bet.game}: {money(bet.stakeCents)} → {bet.payoutCents === null ? bet.status : money(bet.payoutCents)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** `/admin/support`: conversations newest first with unread counts, the thread, the reply box, the player. */
export const SupportTab = observer(function SupportTab() {
  const { t } = useTranslation();
  const { api } = useStores();
  const language = useLanguage();
  const errorText = useErrorText();
  const [store] = useState(() => new SupportConsoleStore(api));
  const action = useAction();
  const fieldId = useId();

  useEffect(() => {
    void action.run(() => store.loadList());
    const timer = setInterval(() => void store.refresh().catch(() => undefined), SUPPORT_RULES.pollMs);
    return () => clearInterval(timer);
  }, [store]);

  const thread = store.thread;
  return (
    <div className={styles.layout} data-testid="admin-support">
      <Card>
        <div className={screens.stack}>
          <div className={screens.row}>
            <Button
              size="small"
              variant={store.filter === 'OPEN' ? 'primary' : 'secondary'}
              onClick={() => void action.run(() => store.setFilter('OPEN'))}
            >
              {t('support.console.open')}
            </Button>
            <Button
              size="small"
              variant={store.filter === 'ALL' ? 'primary' : 'secondary'}
              onClick={() => void action.run(() => store.setFilter('ALL'))}
            >
              {t('support.console.all')}
            </Button>
          </div>
          {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
          {store.items.length === 0 && <Empty>{t('support.console.none')}</Empty>}
          <div className={styles.conversations} data-testid="support-conversations">
            {store.items.map((row) => (
              <button
                key={row.id}
                type="button"
                className={styles.conversation}
                aria-current={row.id === store.selectedId}
                onClick={() => void action.run(() => store.select(row.id))}
              >
                <strong>
                  {row.userName}
                  {row.status === 'CLOSED' && ` (${t('support.console.closed')})`}
                </strong>
                {row.unread > 0 && <span className={styles.unread}>{t('support.unread', { count: row.unread })}</span>}
                <span className={styles.preview}>{row.lastText}</span>
                <span className={screens.small}>{formatDateTime(row.updatedAt, language)}</span>
              </button>
            ))}
          </div>
        </div>
      </Card>
      {thread === null ? (
        <Empty>{t('support.console.pick')}</Empty>
      ) : (
        <div className={styles.thread}>
          <SupportThread messages={thread.messages} mine="AGENT" testId="support-console-thread" />
          <form
            className={widget.form}
            onSubmit={(event) => {
              event.preventDefault();
              void store.reply();
            }}
          >
            <label htmlFor={fieldId}>{t('support.console.replyLabel')}</label>
            <textarea
              id={fieldId}
              value={store.draft}
              disabled={thread.conversation.status === 'CLOSED'}
              onChange={(event) => store.setDraft(event.target.value)}
            />
            {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
            <div className={widget.row}>
              <Button
                size="small"
                variant="secondary"
                disabled={thread.conversation.status === 'CLOSED'}
                onClick={() => void action.run(() => store.close())}
              >
                {t('support.console.close')}
              </Button>
              <Button
                type="submit"
                size="small"
                busy={store.sending}
                disabled={thread.conversation.status === 'CLOSED'}
              >
                {t('support.console.send')}
              </Button>
            </div>
          </form>
        </div>
      )}
      {thread?.profile && <PlayerCard profile={thread.profile} />}
    </div>
  );
});
