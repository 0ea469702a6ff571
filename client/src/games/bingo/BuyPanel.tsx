import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BINGO_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { BingoStore } from './bingo-store';
import { ALL_NUMBERS } from './bingo-views';
import styles from './bingo.module.css';

/** Pick 5 numbers (or let the server quick-pick) and buy at $1 a ticket; shows how close the next earned ticket is. */
export const BuyPanel = observer(function BuyPanel({ store }: { store: BingoStore }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const money = useMoney();
  const price = BINGO_RULES.ticketPriceCents;
  if (!session.isValid) {
    return (
      <Card className={layout.panel}>
        <p>{t('bingo.buy.signIn')}</p>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('bingo.buy.signInButton')}
        </AppLink>
      </Card>
    );
  }
  const full = store.picks.length === BINGO_RULES.numbersPerTicket;
  const deposit = store.current?.deposit;
  return (
    <Card className={layout.panel}>
      <h2 className={styles.heading}>{t('bingo.buy.title')}</h2>
      <p className={layout.note}>
        {t('bingo.buy.pick', { count: BINGO_RULES.numbersPerTicket, max: BINGO_RULES.maxNumber })}
      </p>
      <div
        className={styles.picker}
        role="group"
        aria-label={t('bingo.buy.pick', { count: BINGO_RULES.numbersPerTicket, max: BINGO_RULES.maxNumber })}
      >
        {ALL_NUMBERS.map((n) => {
          const on = store.picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={[styles.pick, on ? styles.pickOn : ''].join(' ')}
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => store.togglePick(n)}
              data-testid={`bingo-pick-${n}`}
            >
              {n}
            </button>
          );
        })}
      </div>
      <div className={styles.row}>
        <span className={layout.note}>
          {t('bingo.buy.picked', { n: store.picks.length, count: BINGO_RULES.numbersPerTicket })}
        </span>
        <Button size="small" variant="ghost" onClick={() => store.clearPicks()} disabled={store.picks.length === 0}>
          {t('bingo.buy.clear')}
        </Button>
      </div>
      <Button
        block
        disabled={!store.canBuy || !full}
        busy={store.buying}
        onClick={() => void store.buyPicked()}
        data-testid="bingo-buy-picked"
      >
        {t('bingo.buy.button', { price: money(price) })}
      </Button>
      <div className={styles.row}>
        <label className={layout.note} htmlFor="bingo-quick-count">
          {t('bingo.buy.count')}
        </label>
        <input
          id="bingo-quick-count"
          className={styles.count}
          type="number"
          min={1}
          max={BINGO_RULES.maxTicketsPerPurchase}
          value={store.quickCount}
          onChange={(e) => store.setQuickCount(Number(e.target.value))}
        />
        <Button
          variant="secondary"
          disabled={!store.canBuy}
          busy={store.buying}
          onClick={() => void store.buyQuick()}
          data-testid="bingo-buy-quick"
        >
          {t('bingo.buy.quickButton', { n: store.quickCount, amount: money(store.quickCount * price) })}
        </Button>
      </div>
      {store.current && store.current.draw.status !== 'OPEN' && <p className={layout.note}>{t('bingo.buy.closed')}</p>}
      {deposit && (
        <p className={layout.note} data-testid="bingo-earned">
          {t('bingo.earned', {
            deposited: money(deposit.depositedCents),
            left: money(deposit.nextTicketAtCents - deposit.depositedCents),
            per: money(BINGO_RULES.depositPerTicketCents),
          })}
        </p>
      )}
    </Card>
  );
});
