import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CHAT_RULES, type AdminModerationRow, type AdminMutedUser } from '@arena/schemas';
import { useErrorText, useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';
import { pagingProps } from '../profile/paged-history';
import screens from '../screens.module.css';
import { ModerationStore } from './moderation-store';
import { useAction } from './use-action';

type Minutes = (typeof CHAT_RULES.muteMinutes)[number];

/** The mute form: a user by id or exact name, one of the chat's mute lengths, a reason. */
const MuteForm = observer(function MuteForm({ store }: { store: ModerationStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const action = useAction();
  const [user, setUser] = useState('');
  const [minutes, setMinutes] = useState<Minutes>(CHAT_RULES.muteMinutes[0]);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setDone(null);
    const ok = await action.run(async () => {
      const answer = await store.mute({ user, minutes, reason });
      setDone(
        t('admin.moderation.muted', { name: answer.name, date: formatDateTime(Date.parse(answer.until), language) }),
      );
    });
    if (ok) setUser('');
  };

  return (
    <Card>
      <form
        className={screens.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>{t('admin.moderation.muteTitle')}</h2>
        <div className={screens.row}>
          <TextField
            label={t('admin.moderation.user')}
            value={user}
            required
            maxLength={64}
            onChange={(event) => setUser(event.target.value)}
          />
          <SelectField
            label={t('admin.moderation.length')}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value) as Minutes)}
          >
            {CHAT_RULES.muteMinutes.map((option) => (
              <option key={option} value={option}>
                {t(`admin.moderation.lengths.m${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('admin.users.reason')}
          value={reason}
          required
          minLength={3}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        {done && <Alert kind="success">{done}</Alert>}
        <div>
          <Button type="submit" busy={action.busy}>
            {t('admin.moderation.mute')}
          </Button>
        </div>
      </form>
    </Card>
  );
});

/** Muted users now (each with unmute) and the chat's moderation trail, newest first. */
export const ModerationTab = observer(function ModerationTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { api } = useStores();
  const [store] = useState(() => new ModerationStore(api));
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.load());
  }, [store]);

  const mutedColumns: HistoryColumn<AdminMutedUser>[] = [
    { header: 'admin.moderation.name', cell: (row) => row.name },
    { header: 'admin.moderation.until', cell: (row) => formatDateTime(Date.parse(row.until), language) },
    { header: 'admin.users.reason', cell: (row) => row.reason || '—' },
    { header: 'admin.moderation.by', cell: (row) => row.mutedBy },
    {
      header: 'admin.moderation.actionsColumn',
      cell: (row) => (
        <Button
          size="small"
          variant="secondary"
          disabled={action.busy}
          onClick={() => void action.run(() => store.unmute(row.userId))}
        >
          {t('admin.moderation.unmute')}
        </Button>
      ),
    },
  ];
  const trailColumns: HistoryColumn<AdminModerationRow>[] = [
    { header: 'admin.audit.when', cell: (row) => formatDateTime(row.createdAt, language) },
    { header: 'admin.moderation.moderator', cell: (row) => row.moderatorName },
    {
      header: 'admin.audit.what',
      cell: (row) => (row.minutes === null ? row.action : `${row.action} · ${row.minutes}′`),
    },
    { header: 'admin.moderation.name', cell: (row) => row.targetName },
    { header: 'admin.users.reason', cell: (row) => row.reason || '—' },
  ];

  return (
    <div className={screens.stack}>
      <MuteForm store={store} />
      <Card>
        <div className={screens.between}>
          <h2>{t('admin.moderation.mutedTitle')}</h2>
          <Button variant="ghost" busy={action.busy} onClick={() => void action.run(() => store.load())}>
            {t('admin.refresh')}
          </Button>
        </div>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        <div data-testid="admin-mutes">
          <HistoryTable
            columns={mutedColumns}
            rows={store.mutes}
            rowKey={(row) => row.userId}
            page={1}
            pages={1}
            onPage={() => undefined}
            emptyKey="admin.moderation.noMutes"
          />
        </div>
      </Card>
      <Card>
        <h2>{t('admin.moderation.trailTitle')}</h2>
        <div data-testid="admin-moderation-trail">
          <HistoryTable
            columns={trailColumns}
            rowKey={(row) => row.id}
            emptyKey="admin.moderation.noTrail"
            {...pagingProps(store.trail, (page) => void action.run(() => store.loadTrail(page)))}
          />
        </div>
      </Card>
    </div>
  );
});
