import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminAuditRow } from '@arena/schemas';
import { useErrorText, useLanguage } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Alert, Card } from '../../ui/Feedback';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';
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
  const columns: HistoryColumn<AdminAuditRow>[] = [
    { header: 'admin.audit.when', cell: (row) => formatDateTime(row.createdAt, language) },
    { header: 'admin.audit.who', cell: (row) => row.adminName },
    { header: 'admin.audit.what', cell: (row) => row.action },
    { header: 'admin.audit.target', cell: (row) => `${row.targetType} ${row.targetId}` },
    { header: 'admin.audit.reason', cell: (row) => row.reason ?? '—' },
  ];
  return (
    <Card>
      <h2>{t('admin.tabs.audit')}</h2>
      {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      <div data-testid="admin-audit">
        <HistoryTable
          columns={columns}
          rows={audit?.items ?? null}
          rowKey={(row) => row.id}
          page={store.auditPage}
          pages={audit ? Math.ceil(audit.total / PAGE_SIZE) : 1}
          onPage={(next) => void action.run(() => store.loadAudit(next))}
          emptyKey="admin.audit.none"
        />
      </div>
    </Card>
  );
});
