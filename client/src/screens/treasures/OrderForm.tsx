import { type FormEvent, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TREASURE_RULES, type TreasureOrderBody } from '@arena/schemas';
import { useGo } from '../../navigation/links';
import { useErrorText, useMoney } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Checkbox, SelectField, TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { OrdersStore } from './orders-store';
import type { TreasuresStore } from './treasures-store';
import styles from './treasures.module.css';

/** Creating an order: pick cards in hand, a price (sale) or the treasure wanted (exchange). */
export const OrderForm = observer(function OrderForm({
  treasures,
  orders,
}: {
  treasures: TreasuresStore;
  orders: OrdersStore;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const go = useGo();
  const [picked, setPicked] = useState<string[]>([]);
  const [kind, setKind] = useState<TreasureOrderBody['kind']>('SALE');
  const [price, setPrice] = useState('1.00');
  const [want, setWant] = useState('');
  const cards = treasures.cards.filter((c) => c.status === 'AVAILABLE');
  const allTreasures = treasures.collections.flatMap((c) => c.treasures.map((tr) => ({ ...tr, collection: c })));
  const nameOf = (treasureId: number) => {
    const found = allTreasures.find((tr) => tr.id === treasureId);
    return found
      ? `${t(`treasures.kinds.${found.kind}`)} #${found.slot} · ${t('treasures.collectionName', { season: t(`treasures.season.${found.collection.season}`), year: found.collection.year })}`
      : `#${treasureId}`;
  };
  const cents = parseUsdInput(price);
  const valid =
    picked.length > 0 &&
    (kind === 'SALE'
      ? cents !== null && cents >= TREASURE_RULES.minOrderPriceCents && cents <= TREASURE_RULES.maxOrderPriceCents
      : want !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body: TreasureOrderBody =
      kind === 'SALE'
        ? { kind, cardIds: picked, priceCents: cents! }
        : { kind, cardIds: picked, wantTreasureId: Number(want) };
    const order = await orders.create(body);
    if (order) {
      setPicked([]);
      void treasures.load();
      go(`/treasures/orders/${order.id}`);
    }
  };

  return (
    <Card>
      <form className={screens.form} onSubmit={(event) => void submit(event)} aria-label={t('treasures.orders.create')}>
        <h2>{t('treasures.orders.create')}</h2>
        <p className={styles.note}>
          {t('treasures.orders.limit', {
            max: TREASURE_RULES.maxActiveOrders,
            hours: TREASURE_RULES.orderLifetimeMs / 3_600_000,
          })}
        </p>
        <fieldset className={styles.pick}>
          <legend>{t('treasures.orders.pickCards')}</legend>
          {cards.length === 0 && <span className={styles.note}>{t('treasures.orders.noCards')}</span>}
          {cards.map((card) => (
            <Checkbox
              key={card.id}
              label={nameOf(card.treasureId)}
              checked={picked.includes(card.id)}
              onChange={(event) =>
                setPicked(
                  event.target.checked
                    ? [...picked, card.id].slice(0, TREASURE_RULES.maxCardsPerOrder)
                    : picked.filter((id) => id !== card.id),
                )
              }
            />
          ))}
        </fieldset>
        <SelectField
          label={t('treasures.orders.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as TreasureOrderBody['kind'])}
        >
          <option value="SALE">{t('treasures.orders.SALE')}</option>
          <option value="EXCHANGE">{t('treasures.orders.EXCHANGE')}</option>
        </SelectField>
        {kind === 'SALE' ? (
          <TextField
            label={t('treasures.orders.price')}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            hint={t('treasures.orders.priceHint', {
              min: money(TREASURE_RULES.minOrderPriceCents),
              max: money(TREASURE_RULES.maxOrderPriceCents),
            })}
          />
        ) : (
          <SelectField
            label={t('treasures.orders.want')}
            value={want}
            onChange={(event) => setWant(event.target.value)}
          >
            <option value="">—</option>
            {allTreasures.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {nameOf(tr.id)}
              </option>
            ))}
          </SelectField>
        )}
        {orders.actionError && <Alert kind="error">{errorText(orders.actionError)}</Alert>}
        <Button type="submit" disabled={!valid || orders.busy}>
          {t('treasures.orders.submit')}
        </Button>
      </form>
    </Card>
  );
});
