import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty, Pager } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { UserDetail } from './UserDetail';
import { useAction } from './use-action';

/** Search by name, id or Steam id; a row opens the user. */
export const UsersTab = observer(function UsersTab({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [text, setText] = useState(store.query);
  const action = useAction();

  useEffect(() => {
    if (!store.users) void action.run(() => store.search(''));
  }, [store]);

  if (store.selected) return <UserDetail store={store} />;
  const users = store.users;
  return (
    <Card>
      <form
        className={screens.row}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => store.search(text));
        }}
      >
        <TextField
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" busy={action.busy}>
            {t('admin.users.find')}
          </Button>
        </div>
      </form>
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      {users && users.items.length === 0 && <Empty>{t('admin.users.none')}</Empty>}
      {users && users.items.length > 0 && (
        <div className={screens.tableWrap}>
          <table className={screens.table} data-testid="admin-users">
            <thead>
              <tr>
                <th>{t('admin.users.name')}</th>
                <th>{t('admin.users.subject')}</th>
                <th>{t('admin.users.real')}</th>
                <th>{t('admin.users.bonus')}</th>
                <th>{t('admin.users.created')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {users.items.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.name} {row.bannedAt !== null && <strong>({t('admin.users.banned')})</strong>}
                  </td>
                  <td>{row.authSubject}</td>
                  <td>{money(row.realCents)}</td>
                  <td>{money(row.bonusCents)}</td>
                  <td>{formatDateTime(row.createdAt, language)}</td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => void action.run(() => store.openUser(row.id))}
                    >
                      {t('admin.users.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users && (
        <Pager
          page={users.page}
          pages={Math.ceil(users.total / users.pageSize)}
          onPage={(page) => void action.run(() => store.search(store.query, page))}
        />
      )}
    </Card>
  );
});
