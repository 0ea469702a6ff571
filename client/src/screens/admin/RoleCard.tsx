import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { useAction } from './use-action';

/**
 * Grant or revoke MODERATOR for the open user (was API-only). An ADMIN's role is not changed here (the API
 * keeps it too) and SUPPORT is left as it is: the console offers only what `PUT /api/admin/users/{id}/role` does.
 */
export const RoleCard = observer(function RoleCard({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { ui } = useStores();
  const [reason, setReason] = useState('');
  const action = useAction();
  const user = store.selected?.user;
  if (!user) return null;
  const next = user.role === 'USER' ? 'MODERATOR' : user.role === 'MODERATOR' ? 'USER' : null;

  const change = async () => {
    if (!next) return;
    if (await action.run(() => store.setRole(user.id, next, reason))) {
      setReason('');
      ui.toast('success', { key: 'admin.users.roleChanged' });
    }
  };

  return (
    <Card>
      <h2>
        {t('admin.users.roleTitle')}: <span data-testid="admin-user-role">{user.role}</span>
      </h2>
      {next === null ? (
        user.role === 'ADMIN' && <p className={screens.muted}>{t('admin.users.roleAdminFixed')}</p>
      ) : (
        <div className={screens.row}>
          <TextField
            label={t('admin.users.roleReason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
          <div>
            <Button variant="secondary" busy={action.busy} onClick={() => void change()}>
              {next === 'MODERATOR' ? t('admin.users.grantModerator') : t('admin.users.revokeModerator')}
            </Button>
          </div>
        </div>
      )}
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
    </Card>
  );
});
