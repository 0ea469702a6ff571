import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../app/stores-context';
import { formatDateTime } from '../../i18n/format';
import type { LocaleKey } from '../../i18n/keys';
import type { BetsOwner } from '../../stores/profile-store';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

/** Finished bets, newest first: the signed-in player's (`owner` null) or a public profile's. */
export const ProfileBets = observer(function ProfileBets({ owner }: { owner: BetsOwner }) {
  const { t, i18n } = useTranslation();
  const { profile } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadBets(owner, page);
  }, [profile, owner, page]);

  const list = profile.betsOf(owner);
  if (profile.error && !list) return <Alert kind="error">{errorText(profile.error)}</Alert>;
  if (!list) return <Spinner />;
  if (list.items.length === 0) return <Empty>{t('profile.noBets')}</Empty>;
  const gameLabel = (game: string) => (i18n.exists(`routes.${game}.title`) ? t(`routes.${game}.title` as LocaleKey) : game);
  return (
    <>
      <div className={screens.tableWrap}>
        <table className={screens.table}>
          <thead>
            <tr>
              <th scope="col">{t('profile.game')}</th>
              <th scope="col">{t('profile.round')}</th>
              <th scope="col">{t('profile.stake')}</th>
              <th scope="col">{t('profile.payout')}</th>
              <th scope="col">{t('common.date')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((bet) => (
              <tr key={bet.id}>
                <td>{gameLabel(bet.game)}</td>
                <td className={screens.small}>{bet.roundId}</td>
                <td>{money(bet.stakeCents)}</td>
                <td>
                  {bet.payoutCents === null ? (
                    t('profile.refunded')
                  ) : (
                    <span className={bet.payoutCents > bet.stakeCents ? screens.plus : undefined}>{money(bet.payoutCents)}</span>
                  )}
                </td>
                <td>{formatDateTime(bet.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={Math.max(1, Math.ceil(list.total / list.pageSize))} onPage={setPage} />
    </>
  );
});
