import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import layout from '../game-screen.module.css';
import type { BingoStore } from './bingo-store';
import { TicketNumbers } from './TicketNumbers';
import styles from './bingo.module.css';

/** My tickets for the draw on sale; bought ones can be selected and gifted to another player by id. */
export const MyTickets = observer(function MyTickets({ store }: { store: BingoStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const current = store.current;
  const tickets = store.myTickets;
  return (
    <Card className={layout.panel}>
      <h2 className={styles.heading} data-testid="bingo-sale-number">
        {t('bingo.mine.title', { n: current?.draw.number ?? '' })}
      </h2>
      {store.lastError && <Alert kind="error">{errorText(store.lastError)}</Alert>}
      {store.notice && <Alert kind="success">{t(`bingo.notice.${store.notice}`)}</Alert>}
      {tickets.length === 0 ? (
        <Empty>{t('bingo.mine.empty')}</Empty>
      ) : (
        <ul className={styles.ticketList} data-testid="bingo-my-tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id} className={styles.ticketRow}>
              <input
                type="checkbox"
                aria-label={t('bingo.gift.select')}
                disabled={!ticket.transferable || current?.giftBlocked}
                checked={store.selected.has(ticket.id)}
                onChange={() => store.toggleSelected(ticket.id)}
              />
              <TicketNumbers numbers={ticket.numbers} revealed={[]} />
              <span className={layout.note}>
                {ticket.giftedBy !== null
                  ? t('bingo.mine.giftedBy', { name: ticket.giftedBy })
                  : t(`bingo.mine.${ticket.source}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>{t('bingo.gift.title')}</h3>
      {current?.giftBlocked ? (
        <p className={layout.note}>{t('bingo.gift.blocked')}</p>
      ) : (
        <>
          <TextField
            label={t('bingo.gift.userId')}
            value={store.giftTo}
            onChange={(e) => store.setGiftTo(e.target.value)}
            hint={t('bingo.gift.hint')}
          />
          <Button
            variant="secondary"
            busy={store.gifting}
            disabled={store.selected.size === 0}
            onClick={() => void store.gift()}
          >
            {t('bingo.gift.button', { n: store.selected.size })}
          </Button>
        </>
      )}
      <p className={layout.note}>{t('bingo.gift.rule')}</p>
    </Card>
  );
});
