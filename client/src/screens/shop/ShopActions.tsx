import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { buyPicked, sellSelected, swapSelected } from '../../actions/shop-actions';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { Button, buttonClass } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import styles from './shop.module.css';

export type ShopMode = 'buy' | 'sell' | 'swap';

/** The sticky bar of the shop: what is picked, what it costs, and the one action of the mode. */
export const ShopActions = observer(function ShopActions({ mode }: { mode: ShopMode }) {
  const { t } = useTranslation();
  const root = useStores();
  const { session, shop, inventory, user, ui } = root;
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [withBonus, setWithBonus] = useState(false);

  if (!session.isValid) {
    return (
      <div className={styles.bar}>
        <span className={styles.summary}>{t('shop.signInToBuy')}</span>
        <AppLink to="/auth" className={buttonClass('primary')}>
          {t('nav.signIn')}
        </AppLink>
      </div>
    );
  }

  const run = async (action: () => Promise<unknown>, success: () => void) => {
    setBusy(true);
    try {
      await action();
      success();
    } catch (error) {
      ui.toast('error', { error });
    } finally {
      setBusy(false);
    }
  };

  if (mode === 'buy') {
    const count = shop.picked.length;
    const amount = money(shop.pickedTotalCents);
    return (
      <div className={styles.bar}>
        <span className={styles.summary}>
          <strong>{t('shop.picked', { count, amount })}</strong>
          <span>
            {t('balance.real')}: {money(user.balanceCents)}
          </span>
        </span>
        <div className={styles.barActions}>
          {user.bonusBalanceCents > 0 && (
            <Checkbox
              label={t('shop.payWithBonus')}
              checked={withBonus}
              onChange={(event) => setWithBonus(event.target.checked)}
            />
          )}
          <Button
            variant="success"
            busy={busy}
            onClick={() =>
              void run(
                () => buyPicked(root, withBonus ? 'BONUS' : 'REAL'),
                () => ui.toast('success', { key: 'shop.bought', options: { count, amount } }),
              )
            }
          >
            {t('shop.buy', { amount })}
          </Button>
        </div>
      </div>
    );
  }

  if (mode === 'sell') {
    const count = inventory.selectedIds.length;
    const amount = money(inventory.selectedTotalCents);
    return (
      <div className={styles.bar}>
        <span className={styles.summary}>
          <strong>{t('shop.selected', { count, amount })}</strong>
        </span>
        <Button
          variant="success"
          busy={busy}
          onClick={() =>
            void run(
              () => sellSelected(root),
              () => ui.toast('success', { key: 'shop.sold', options: { count, amount } }),
            )
          }
        >
          {t('shop.sell', { amount })}
        </Button>
      </div>
    );
  }

  const rest = Math.max(0, inventory.selectedTotalCents - shop.pickedTotalCents);
  return (
    <div className={styles.bar}>
      <span className={styles.summary}>
        <span>
          {t('shop.swapGive')}: <strong>{money(inventory.selectedTotalCents)}</strong> · {t('shop.swapGet')}:{' '}
          <strong>{money(shop.pickedTotalCents)}</strong>
        </span>
        <span>{t('shop.swapRest', { amount: money(rest) })}</span>
      </span>
      <Button
        variant="success"
        busy={busy}
        onClick={() =>
          void run(
            () => swapSelected(root),
            () => ui.toast('success', { key: 'shop.swapped', options: { amount: money(rest) } }),
          )
        }
      >
        {t('shop.swap')}
      </Button>
    </div>
  );
});
