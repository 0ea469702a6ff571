import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage } from '../../app/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Alert, Card, Empty, Pager } from '../../ui/Feedback';
import screens from '../screens.module.css';
import type { AdminStore } from './admin-store';
import { useAction } from './use-action';

const PAGE_SIZE = 50;

/** Every admin action, newest first: who, what, on whom, why, when. */
export const AuditTab = observer(function AuditTab({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.loadAudit());
  }, [store]);

  const audit = store.audit;
  return (
    <Card>
      <h2>{t('admin.tabs.audit')}</h2>
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      {audit && audit.items.length === 0 && <Empty>{t('admin.audit.none')}</Empty>}
      {audit && audit.items.length > 0 && (
        <div className={screens.tableWrap}>
          <table className={screens.table} data-testid="admin-audit">
            <thead>
              <tr>
                <th>{t('admin.audit.when')}</th>
                <th>{t('admin.audit.who')}</th>
                <th>{t('admin.audit.what')}</th>
                <th>{t('admin.audit.target')}</th>
                <th>{t('admin.audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.items.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt, language)}</td>
                  <td>{row.adminName}</td>
                  <td>{row.action}</td>
                  <td>
                    {row.targetType} {row.targetId}
                  </td>
                  <td>{row.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit && <Pager page={store.auditPage} pages={Math.ceil(audit.total / PAGE_SIZE)} onPage={(next) => void action.run(() => store.loadAudit(next))} />}
    </Card>
  );
});
