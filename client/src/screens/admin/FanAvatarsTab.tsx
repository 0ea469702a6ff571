import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BONUS_PAGE_RULES } from '@arena/schemas';
import { useErrorText, useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import { FanAvatarsStore } from './fan-avatars-store';
import { useAction } from './use-action';

/** Approve and revoke the avatar addresses that meet the fan bonus's avatar condition (was API-only). */
export const FanAvatarsTab = observer(function FanAvatarsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { api, ui } = useStores();
  const [store] = useState(() => new FanAvatarsStore(api));
  const [url, setUrl] = useState('');
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.load());
  }, [store]);

  const approve = async () => {
    if (await action.run(() => store.approve(url))) {
      setUrl('');
      ui.toast('success', { key: 'admin.avatars.approved' });
    }
  };
  const revoke = async (avatar: string) => {
    if (await action.run(() => store.revoke(avatar))) ui.toast('success', { key: 'admin.avatars.revoked' });
  };

  return (
    <Card>
      <form
        className={screens.form}
        onSubmit={(event) => {
          event.preventDefault();
          void approve();
        }}
      >
        <h2>{t('admin.avatars.title')}</h2>
        <p className={screens.muted}>{t('admin.avatars.hint')}</p>
        <div className={screens.row}>
          <TextField
            label={t('admin.avatars.url')}
            value={url}
            maxLength={BONUS_PAGE_RULES.fan.maxAvatarUrlLength}
            onChange={(event) => setUrl(event.target.value)}
          />
          <div>
            <Button type="submit" busy={action.busy} disabled={url.trim() === ''}>
              {t('admin.avatars.approve')}
            </Button>
          </div>
        </div>
      </form>
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      {store.avatars !== null && store.avatars.length === 0 && <Empty>{t('admin.avatars.empty')}</Empty>}
      {store.avatars !== null && store.avatars.length > 0 && (
        <div className={screens.tableWrap}>
          <table className={screens.table} data-testid="admin-fan-avatars">
            <tbody>
              {store.avatars.map((avatar) => (
                <tr key={avatar.url}>
                  <td>
                    <code>{avatar.url}</code>
                  </td>
                  <td className={screens.muted}>
                    {t('admin.avatars.approvedAt', { time: formatDateTime(avatar.approvedAt, language) })}
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={action.busy}
                      onClick={() => void revoke(avatar.url)}
                    >
                      {t('admin.avatars.revoke')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});
