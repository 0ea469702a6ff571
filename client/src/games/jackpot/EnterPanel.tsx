import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { JACKPOT_RULES } from '@arena/schemas';
import { BonusStakeNote } from '../BonusStakes';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { JackpotStore } from './jackpot-store';

/** Put the skins selected in the side panel into the pot (real, withdrawable skins only). */
export const EnterPanel = observer(function EnterPanel({ store }: { store: JackpotStore }) {
  const { t } = useTranslation();
  const { session, inventory } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  if (!session.isValid) {
    return (
      <Card className={layout.panel}>
        <p>{t('jackpot.enter.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('jackpot.enter.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const open = store.round.status === 'OPEN' || store.round.status === 'COUNTDOWN';
  const mine = store.mine;
  return (
    <Card className={layout.panel}>
      <p>
        {inventory.selectedIds.length > 0
          ? t('jackpot.enter.selected', {
              n: inventory.selectedIds.length,
              amount: money(inventory.selectedTotalCents),
            })
          : t('jackpot.enter.noSkins')}
      </p>
      <Button
        size="large"
        block
        disabled={!store.canEnter || inventory.selectedIds.length === 0}
        busy={store.sending}
        onClick={() => store.enter(inventory.selectedIds, inventory.selectedTotalCents)}
      >
        {open ? t('jackpot.enter.button') : t('jackpot.enter.wait')}
      </Button>
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
      {mine && (
        <p data-testid="my-chance">
          {t('jackpot.yourChance', { amount: money(mine.valueCents), chance: (mine.basisPoints / 100).toFixed(2) })}
        </p>
      )}
      <p className={layout.note}>
        {t('jackpot.enter.rules', {
          min: money(JACKPOT_RULES.minEntryCents),
          max: money(JACKPOT_RULES.maxEntryCents),
          skins: JACKPOT_RULES.maxSkinsPerEntry,
        })}
      </p>
      <p className={layout.note}>{t('jackpot.edge')}</p>
      <BonusStakeNote game="jackpot" />
    </Card>
  );
});
