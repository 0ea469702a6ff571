import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CRASH_BATTLE_RULES, formatHundredths, multiplierHundredthsAtMs } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { useFrameValue } from '../../ui/use-frame-value';
import type { BattleStore } from './battle-store';
import { isOver } from './battle-views';
import { parseAutoTarget } from './create-form';
import styles from './crash-battle.module.css';

/** What the player can do in this battle right now: join, cash out, preset a target, leave, call bots. */
export const BattleActions = observer(function BattleActions({ store }: { store: BattleStore }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const battle = store.battle;
  if (!battle || isOver(battle)) return null;
  if (!session.isValid) {
    return (
      <Card className={styles.panel}>
        <p className={styles.note}>{t('crash-battle.actions.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('crash-battle.actions.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const seat = store.mySeat;
  return (
    <Card className={styles.panel}>
      {store.canJoin && (
        <Button size="large" block onClick={() => store.join()} data-primary-action>
          {t('crash-battle.actions.join', { amount: money(battle.buyInCents) })}
        </Button>
      )}
      {store.pending === 'join' && (
        <Button size="large" block busy>
          {t('crash-battle.actions.join', { amount: money(battle.buyInCents) })}
        </Button>
      )}
      {!seat && !store.canJoin && store.pending === null && battle.status === 'WAITING' && store.emptySeats === 0 && (
        <p className={styles.note}>{t('crash-battle.actions.full')}</p>
      )}
      {seat && <CashOut store={store} />}
      {seat && seat.autoPlay && <Alert kind="info">{t('crash-battle.actions.autoPlay')}</Alert>}
      {seat && !seat.autoPlay && <AutoTarget store={store} current={seat.autoCashOutHundredths} />}
      {store.canCallBots && (
        <Button variant="secondary" block busy={store.pending === 'callBots'} onClick={() => store.callBots()}>
          {t('crash-battle.actions.callBots')}
        </Button>
      )}
      {seat && battle.status === 'WAITING' && (
        <p className={styles.note}>
          {store.isOwner ? t('crash-battle.actions.waitingOwner') : t('crash-battle.actions.waitingOthers')}
        </p>
      )}
      {(store.canLeave || store.pending === 'leave') && <LeaveButton store={store} />}
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
    </Card>
  );
});

/** The big button while the curve runs, with the live multiplier; after a cash-out, what it scored. */
const CashOut = observer(function CashOut({ store }: { store: BattleStore }) {
  const { t } = useTranslation();
  const read = useCallback(() => multiplierHundredthsAtMs(store.elapsedMs()), [store]);
  const live = useFrameValue(read);
  const seat = store.mySeat;
  if (store.canCashOut) {
    return (
      <Button variant="success" size="large" block onClick={() => store.cashOut()} data-primary-action>
        {t('crash-battle.actions.cashOut', { multiplier: formatHundredths(live) })}
      </Button>
    );
  }
  if (seat && seat.cashOutHundredths > 0 && store.battle?.status === 'RUNNING') {
    return (
      <Button variant="success" size="large" block disabled>
        {t('crash-battle.actions.cashedOut', { multiplier: formatHundredths(seat.cashOutHundredths) })}
      </Button>
    );
  }
  return null;
});

/** The seat's own auto cash-out, also what auto-play uses if the player leaves or drops. */
const AutoTarget = observer(function AutoTarget({ store, current }: { store: BattleStore; current: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState(current > 0 ? formatHundredths(current) : '');
  useEffect(() => setText(current > 0 ? formatHundredths(current) : ''), [current]);
  const save = () => {
    const parsed = parseAutoTarget(text);
    if (!parsed.ok) return store.showError(parsed.error);
    store.setAuto(parsed.hundredths);
  };
  return (
    <div className={styles.fieldGroup}>
      <form
        className={styles.autoRow}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('crash-battle.actions.auto')}
          inputMode="decimal"
          placeholder="2.00"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('crash-battle.actions.autoSave')}
        </Button>
      </form>
      <p className={styles.note}>
        {current > 0
          ? t('crash-battle.actions.autoSet', { multiplier: formatHundredths(current) })
          : t('crash-battle.actions.autoNone', {
              multiplier: formatHundredths(CRASH_BATTLE_RULES.defaultAutoCashOutHundredths),
            })}
      </p>
    </div>
  );
});

/** Leave is refused for 30 s after taking a seat: the button counts that down on the server clock. */
const LeaveButton = observer(function LeaveButton({ store }: { store: BattleStore }) {
  const { t } = useTranslation();
  const read = useCallback(() => Math.ceil(store.leaveLockedMs() / 1000), [store]);
  const seconds = useFrameValue(read, 250);
  const running = store.battle?.status === 'RUNNING';
  return (
    <>
      <Button
        variant="ghost"
        block
        disabled={seconds > 0}
        busy={store.pending === 'leave'}
        onClick={() => store.leave()}
      >
        {seconds > 0 ? t('crash-battle.actions.leaveLocked', { seconds }) : t('crash-battle.actions.leave')}
      </Button>
      <p className={styles.note}>
        {running ? t('crash-battle.actions.leaveRunning') : t('crash-battle.actions.leaveWaiting')}
      </p>
    </>
  );
});
