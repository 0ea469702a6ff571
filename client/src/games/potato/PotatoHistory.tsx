import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PotatoHistoryEntry } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';
import { Button } from '../../ui/Button';
import { PotatoVerifyDialog } from './PotatoVerifyDialog';

/** `/profile/history/potato` and `/user/{id}/history/potato`: potato games the player sat in. */
export default function PotatoHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/potato/history' : `/users/${encodeURIComponent(userId)}/potato/history`;
  const history = usePagedHistory<PotatoHistoryEntry>(url);
  const [verifying, setVerifying] = useState<string | null>(null);
  const columns: HistoryColumn<PotatoHistoryEntry>[] = [
    { header: 'potato.buyIn', cell: (row) => money(row.buyInCents) },
    { header: 'potato.history.players', cell: (row) => row.players },
    {
      header: 'potato.history.outcome',
      cell: (row) =>
        row.knockedOutStage
          ? t('potato.knockedOut', { 0: row.knockedOutStage })
          : t(`potato.history.outcomes.${row.outcome}`),
    },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.buyInCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.endedAt, language) },
    {
      header: 'potato.fair.title',
      cell: (row) =>
        row.status === 'FINISHED' ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => setVerifying(row.gameId)}
            data-testid="potato-history-verify"
          >
            {t('potato.history.verify')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <HistoryTable columns={columns} rowKey={(row) => row.gameId} emptyKey="potato.history.empty" {...history.table} />
      {verifying && <PotatoVerifyDialog gameId={verifying} onClose={() => setVerifying(null)} />}
    </>
  );
}
