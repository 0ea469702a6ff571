import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CRASH_BATTLE_RULES, crashBattleRoundStakes } from '@arena/schemas';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { Checkbox, SelectField, TextField } from '../../ui/Field';
import { Dialog } from '../../ui/Dialog';
import { type CreateForm, buildBattle } from './create-form';
import type { LobbyStore } from './lobby-store';
import styles from './crash-battle.module.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Seats, rounds, buy-in, private, optional preset target; checked as the room checks, then created. */
export const CreateBattleDialog = observer(function CreateBattleDialog({
  lobby,
  onClose,
  onCreated,
}: {
  lobby: LobbyStore;
  onClose: () => void;
  onCreated: (battleId: string) => void;
}) {
  const { t } = useTranslation();
  const { session } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const r = CRASH_BATTLE_RULES;
  const [form, setForm] = useState<CreateForm>({
    seats: 2,
    rounds: 3,
    buyInText: '1.00',
    isPrivate: false,
    autoText: '',
  });
  const [field, setField] = useState<string | null>(null);
  // A refusal from an earlier try does not belong to a freshly opened dialog.
  useEffect(() => lobby.showCreateError(null), [lobby]);
  const set = (patch: Partial<CreateForm>) => setForm((f) => ({ ...f, ...patch }));
  const cents = parseUsdInput(form.buyInText);
  const perRound = cents ? crashBattleRoundStakes(cents, form.rounds)[0]! : 0;

  const submit = async () => {
    const built = buildBattle(form);
    if (!built.ok) {
      setField(built.field);
      return lobby.showCreateError(built.error);
    }
    setField(null);
    const token = session.bearer;
    if (!token) return;
    const id = await lobby.create(built.options, token);
    if (id) onCreated(id);
  };
  const error = lobby.createError ? errorText(lobby.createError) : null;

  return (
    <Dialog title={t('crash-battle.createDialog.title')} onClose={onClose}>
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.createGrid}>
          <SelectField
            label={t('crash-battle.createDialog.seats')}
            value={form.seats}
            onChange={(e) => set({ seats: Number(e.target.value) })}
          >
            {range(r.minSeats, r.maxSeats).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('crash-battle.createDialog.rounds')}
            value={form.rounds}
            onChange={(e) => set({ rounds: Number(e.target.value) })}
          >
            {range(r.minRounds, r.maxRounds).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('crash-battle.createDialog.buyIn')}
          inputMode="decimal"
          value={form.buyInText}
          onChange={(e) => set({ buyInText: e.target.value })}
          hint={
            perRound > 0
              ? t('crash-battle.createDialog.buyInHint', {
                  amount: money(perRound),
                  min: money(r.minBuyInCents),
                  max: money(r.maxBuyInCents),
                })
              : undefined
          }
          error={field === 'buyIn' ? error : null}
        />
        <TextField
          label={t('crash-battle.createDialog.auto')}
          hint={t('crash-battle.createDialog.autoHint')}
          inputMode="decimal"
          placeholder="2.00"
          value={form.autoText}
          onChange={(e) => set({ autoText: e.target.value })}
          error={field === 'auto' ? error : null}
        />
        <Checkbox
          label={t('crash-battle.createDialog.private')}
          checked={form.isPrivate}
          onChange={(e) => set({ isPrivate: e.target.checked })}
        />
        {error && field !== 'buyIn' && field !== 'auto' && <Alert kind="error">{error}</Alert>}
        <Button type="submit" size="large" block busy={lobby.creating}>
          {t('crash-battle.createDialog.submit', { amount: money(cents ?? 0) })}
        </Button>
      </form>
    </Dialog>
  );
});
