import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLL_COLOURS, type RollHistoryEntry } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { type HistoryColumn, HistoryTable } from '../../screens/profile/HistoryTable';
import type { HistoryTabProps } from '../../navigation/history-tab';
import { usePagedHistory } from '../../screens/profile/use-paged-history';
import screens from '../../screens/screens.module.css';
import { Button } from '../../ui/Button';
import { RollVerifyDialog } from './RollVerifyDialog';

/** `/profile/history/roll` and `/user/{id}/history/roll`: rounds the player bet in, their stakes per colour. */
export default function RollHistory({ userId }: HistoryTabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const url = userId === null ? '/users/current/roll/history' : `/users/${encodeURIComponent(userId)}/roll/history`;
  const history = usePagedHistory<RollHistoryEntry>(url);
  const [verifying, setVerifying] = useState<RollHistoryEntry | null>(null);
  const columns: HistoryColumn<RollHistoryEntry>[] = [
    { header: 'profile.round', cell: (row) => row.roundId, className: screens.small },
    {
      header: 'roll.history.result',
      cell: (row) => (row.colour ? `${row.cell} · ${t(`roll.colours.${row.colour}`)}` : t('roll.voided')),
    },
    {
      header: 'roll.history.bets',
      cell: (row) =>
        ROLL_COLOURS.filter((c) => row.stakes[c] > 0)
          .map((c) => `${t(`roll.colours.${c}`)} ${money(row.stakes[c])}`)
          .join(', '),
    },
    { header: 'profile.stake', cell: (row) => money(row.stakeCents) },
    {
      header: 'profile.payout',
      cell: (row) => (
        <span className={row.payoutCents > row.stakeCents ? screens.plus : undefined}>{money(row.payoutCents)}</span>
      ),
    },
    { header: 'common.date', cell: (row) => formatDateTime(row.endedAt, language) },
    {
      header: 'roll.fair.title',
      cell: (row) =>
        row.status === 'ENDED' ? (
          <Button variant="secondary" size="small" onClick={() => setVerifying(row)} data-testid="roll-history-verify">
            {t('roll.history.verify')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <HistoryTable columns={columns} rowKey={(row) => row.roundId} emptyKey="roll.history.empty" {...history.table} />
      {verifying && <RollVerifyDialog round={verifying} onClose={() => setVerifying(null)} />}
    </>
  );
}
