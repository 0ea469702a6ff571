import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_TYPES, type MaintenanceType } from '@arena/schemas';
import { useErrorText, useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { useAction } from './use-action';

/** `datetime-local` text (the operator's local time) → epoch ms; empty or unreadable → undefined. */
const localTime = (text: string) => {
  const value = text ? new Date(text).getTime() : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
};

/** Open windows (a full PAGE or a BANNER) and end them early, through the existing maintenance API. */
export const MaintenanceTab = observer(function MaintenanceTab({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { site } = useStores();
  const [type, setType] = useState<MaintenanceType>('BANNER');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [badEnd, setBadEnd] = useState(false);
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.loadMaintenance());
  }, [store]);

  const open = async () => {
    const finishedAt = localTime(end);
    setBadEnd(finishedAt === undefined);
    if (finishedAt === undefined) return;
    // The site's own view is refreshed too, so the staff notice (and a player banner) follow at once, not at its next poll.
    await action.run(async () => {
      await store.openMaintenance(type, localTime(start), finishedAt);
      await site.refreshMaintenance();
    });
  };

  const now = Date.now();
  return (
    <div className={screens.stack}>
      <Card>
        <form
          className={screens.form}
          onSubmit={(event) => {
            event.preventDefault();
            void open();
          }}
        >
          <h2>{t('admin.maintenance.createTitle')}</h2>
          <div className={screens.row}>
            <SelectField
              label={t('admin.maintenance.type')}
              value={type}
              onChange={(event) => setType(event.target.value === 'PAGE' ? 'PAGE' : 'BANNER')}
            >
              {MAINTENANCE_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.maintenance.types.${option}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              type="datetime-local"
              label={t('admin.maintenance.start')}
              hint={t('admin.maintenance.startHint')}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
            <TextField
              type="datetime-local"
              label={t('admin.maintenance.end')}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              error={badEnd ? t('admin.maintenance.badEnd') : undefined}
            />
          </div>
          {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
          <div>
            <Button type="submit" busy={action.busy}>
              {t('admin.maintenance.create')}
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <h2>{t('admin.maintenance.listTitle')}</h2>
        {store.maintenance.length === 0 ? (
          <Empty>{t('admin.maintenance.none')}</Empty>
        ) : (
          <div className={screens.tableWrap}>
            <table className={screens.table} data-testid="admin-maintenance">
              <tbody>
                {store.maintenance.map((window) => (
                  <tr key={window.id}>
                    <td>{t(`admin.maintenance.types.${window.type}`)}</td>
                    <td>{formatDateTime(window.startedAt, language)}</td>
                    <td>{formatDateTime(window.finishedAt, language)}</td>
                    <td>
                      {window.finishedAt > now ? (
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={action.busy}
                          onClick={() =>
                            void action.run(async () => {
                              await store.endMaintenance(window.id);
                              await site.refreshMaintenance();
                            })
                          }
                        >
                          {t('admin.maintenance.endNow')}
                        </Button>
                      ) : (
                        t('admin.maintenance.ended')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
});
