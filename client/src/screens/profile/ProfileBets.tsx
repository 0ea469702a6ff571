import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BetHistoryEntryAnswer } from '@arena/schemas';
import { useGameName } from '../../navigation/game-names';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import type { BetsOwner } from '../../stores/profile-store';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { useAction } from '../admin/use-action';
import { downloadBetsCsv, saveBlob } from './bets-csv';
import { type HistoryColumn, HistoryTable } from './HistoryTable';
import { pagingProps } from './paged-history';

/** Finished bets, newest first: the signed-in player's (`owner` null) or a public profile's. */
export const ProfileBets = observer(function ProfileBets({ owner }: { owner: BetsOwner }) {
  const { t } = useTranslation();
  const { profile, session } = useStores();
  const errorText = useErrorText();
  const download = useAction();
  const money = useMoney();
  const language = useLanguage();
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadBets(owner, page);
  }, [profile, owner, page]);

  const gameLabel = useGameName();
  const columns: HistoryColumn<BetHistoryEntryAnswer>[] = [
    { header: 'profile.game', cell: (bet) => gameLabel(bet.game) },
    { header: 'profile.round', cell: (bet) => bet.roundId, className: screens.small },
    { header: 'profile.stake', cell: (bet) => money(bet.stakeCents) },
    {
      header: 'profile.payout',
      cell: (bet) =>
        bet.payoutCents === null ? (
          t('profile.refunded')
        ) : (
          <span className={bet.payoutCents > bet.stakeCents ? screens.plus : undefined}>{money(bet.payoutCents)}</span>
        ),
    },
    { header: 'common.date', cell: (bet) => formatDateTime(bet.createdAt, language) },
  ];
  const table = (
    <HistoryTable
      columns={columns}
      rowKey={(bet) => bet.id}
      emptyKey="profile.noBets"
      error={profile.error}
      {...pagingProps(profile.betsOf(owner), setPage)}
    />
  );
  if (owner !== null) return table;
  // The player's own history: every game's bets as one CSV file.
  return (
    <div className={screens.stack}>
      <div>
        <Button
          variant="secondary"
          size="small"
          busy={download.busy}
          data-testid="bets-csv"
          onClick={() =>
            void download.run(() =>
              downloadBetsCsv({ fetch: window.fetch.bind(window), bearer: session.bearer, save: saveBlob }),
            )
          }
        >
          {t('profile.downloadCsv')}
        </Button>
      </div>
      {download.error !== null && <Alert kind="error">{errorText(download.error)}</Alert>}
      {table}
    </div>
  );
});
