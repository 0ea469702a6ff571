import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import { type AdminStore, parseSignedCents } from './admin-store';
import { RoleCard } from './RoleCard';
import { useAction } from './use-action';

/** One user: balances, ban state, the adjustment form, latest ledger entries and bets. */
export const UserDetail = observer(function UserDetail({ store }: { store: AdminStore }) {
  const { t } = useTranslation();
  const { user: me, ui } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [account, setAccount] = useState<'REAL' | 'BONUS'>('REAL');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [banReason, setBanReason] = useState('');
  const [badAmount, setBadAmount] = useState(false);
  const action = useAction();
  const profile = store.selected;
  if (!profile) return null;
  const { user } = profile;
  // Banning yourself is refused with GLOBAL.FORBIDDEN, which the app reads as "signed out": never ask.
  const self = user.id === me.state?.id;

  const adjust = async () => {
    const cents = parseSignedCents(amount);
    setBadAmount(cents === null);
    if (cents === null) return;
    let pending = false;
    const done = await action.run(async () => {
      pending =
        (await store.adjust(user.id, { account, amountCents: cents, reason: reason.trim() })).status === 'PENDING';
    });
    if (done) {
      setAmount('');
      setReason('');
      // Above the four-eyes threshold nothing moved yet: say so instead of "adjusted".
      ui.toast(pending ? 'info' : 'success', { key: pending ? 'admin.users.adjustPending' : 'admin.users.adjusted' });
    }
  };

  return (
    <div className={screens.stack} data-testid="admin-user">
      <Card>
        <div className={screens.between}>
          <h2>{user.name}</h2>
          <Button variant="ghost" onClick={() => store.closeUser()}>
            {t('admin.users.back')}
          </Button>
        </div>
        <p className={screens.muted}>
          {user.authSubject} · {user.id} · {user.role}
        </p>
        <div className={screens.stats}>
          <div className={screens.stat}>
            <span className={screens.statLabel}>{t('admin.users.real')}</span>
            <span className={screens.statValue} data-testid="admin-user-real">
              {money(user.realCents)}
            </span>
          </div>
          <div className={screens.stat}>
            <span className={screens.statLabel}>{t('admin.users.bonus')}</span>
            <span className={screens.statValue}>{money(user.bonusCents)}</span>
          </div>
          <div className={screens.stat}>
            <span className={screens.statLabel}>{t('admin.users.deposited')}</span>
            <span className={screens.statValue}>{money(user.depositedTotalCents)}</span>
          </div>
          <div className={screens.stat}>
            <span className={screens.statLabel}>{t('admin.users.wagered')}</span>
            <span className={screens.statValue}>{money(user.wageredTotalCents)}</span>
          </div>
        </div>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
      </Card>

      <Card>
        <h2>
          {user.bannedAt === null
            ? t('admin.users.banTitle')
            : t('admin.users.bannedSince', { date: formatDateTime(user.bannedAt, language) })}
        </h2>
        {user.bannedAt === null ? (
          <div className={screens.row}>
            <TextField
              label={t('admin.users.reason')}
              value={banReason}
              onChange={(event) => setBanReason(event.target.value)}
              disabled={self}
            />
            <div>
              <Button
                variant="secondary"
                busy={action.busy}
                disabled={self || banReason.trim().length < 3}
                onClick={() => void action.run(() => store.ban(user.id, banReason.trim()))}
              >
                {t('admin.users.ban')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" busy={action.busy} onClick={() => void action.run(() => store.unban(user.id))}>
            {t('admin.users.unban')}
          </Button>
        )}
      </Card>

      <RoleCard store={store} />

      <Card>
        <form
          className={screens.form}
          onSubmit={(event) => {
            event.preventDefault();
            void adjust();
          }}
        >
          <h2>{t('admin.users.adjustTitle')}</h2>
          <p className={screens.muted}>{t('admin.users.adjustHint')}</p>
          <div className={screens.row}>
            <SelectField
              label={t('admin.users.account')}
              value={account}
              onChange={(event) => setAccount(event.target.value === 'BONUS' ? 'BONUS' : 'REAL')}
            >
              <option value="REAL">{t('admin.users.real')}</option>
              <option value="BONUS">{t('admin.users.bonus')}</option>
            </SelectField>
            <TextField
              label={t('admin.users.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={badAmount ? t('admin.users.badAmount') : undefined}
            />
            <TextField
              label={t('admin.users.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div>
            <Button type="submit" busy={action.busy} disabled={reason.trim().length < 3}>
              {t('admin.users.adjust')}
            </Button>
          </div>
        </form>
      </Card>

      <Card>
        <h2>{t('admin.users.ledgerTitle')}</h2>
        {profile.ledger.length === 0 ? (
          <Empty>{t('admin.users.none')}</Empty>
        ) : (
          <div className={screens.tableWrap}>
            <table className={screens.table} data-testid="admin-user-ledger">
              <tbody>
                {profile.ledger.map((entry) => (
                  <tr key={`${entry.transferId}-${entry.account}-${entry.amountCents}`}>
                    <td>{formatDateTime(entry.createdAt, language)}</td>
                    <td>{entry.operation}</td>
                    <td>{entry.account === 'BONUS' ? t('admin.users.bonus') : t('admin.users.real')}</td>
                    <td className={entry.amountCents < 0 ? screens.minus : screens.plus}>{money(entry.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card>
        <h2>{t('admin.users.betsTitle')}</h2>
        {profile.bets.length === 0 ? (
          <Empty>{t('admin.users.none')}</Empty>
        ) : (
          <div className={screens.tableWrap}>
            <table className={screens.table}>
              <tbody>
                {profile.bets.map((bet) => (
                  <tr key={bet.id}>
                    <td>{formatDateTime(bet.createdAt, language)}</td>
                    <td>{bet.game}</td>
                    <td>{bet.source}</td>
                    <td>{money(bet.stakeCents)}</td>
                    <td>{bet.payoutCents === null ? '—' : money(bet.payoutCents)}</td>
                    <td>{bet.status}</td>
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
