import type { ItemKind, ShopOperationAnswer } from '@arena/schemas';
import type { RootStore } from '../stores/root-store';
import { clientError } from '../transport/api-error';
import { RetryKey } from '../transport/retry-key';

const buyKey = new RetryKey();
const sellKey = new RetryKey();
const swapKey = new RetryKey();

function applyAnswer(root: RootStore, answer: ShopOperationAnswer): void {
  root.inventory.applyOperation(answer);
  root.user.setBalance(answer.balance.realCents, answer.balance.bonusCents);
}

/** Buys the picked catalog items with the real or the bonus balance. */
export async function buyPicked(root: RootStore, kind: ItemKind = 'REAL'): Promise<ShopOperationAnswer> {
  const catalogItemIds = root.shop.picked.map((item) => item.id);
  if (catalogItemIds.length === 0) throw clientError('SHOP.NOTHING_SELECTED');
  const body = { catalogItemIds, kind };
  const answer = await buyKey.run(body, (key) =>
    root.api.post<ShopOperationAnswer>('/shop/buy', body, { idempotencyKey: key }),
  );
  applyAnswer(root, answer);
  root.shop.clearPicked();
  return answer;
}

/** Sells the selected inventory items to the balance. */
export async function sellSelected(root: RootStore): Promise<ShopOperationAnswer> {
  const selected = root.inventory.selectedItems;
  if (selected.length === 0) throw clientError('SHOP.NOTHING_SELECTED');
  if (selected.some((item) => !item.withdrawable)) throw clientError('INVENTORY.CANNOT_SELL_UNWITHDRAWABLE');
  const body = { itemIds: selected.map((item) => item.id) };
  const answer = await sellKey.run(body, (key) =>
    root.api.post<ShopOperationAnswer>('/shop/sell', body, { idempotencyKey: key }),
  );
  applyAnswer(root, answer);
  return answer;
}

/** Gives the selected skins for the picked catalog items worth as much or less; the rest returns as balance. */
export async function swapSelected(root: RootStore): Promise<ShopOperationAnswer> {
  const given = root.inventory.selectedItems;
  const wanted = root.shop.picked;
  if (given.length === 0 || wanted.length === 0) throw clientError('SHOP.NOTHING_SELECTED');
  if (given.some((item) => !item.withdrawable)) throw clientError('SHOP.CANNOT_EXCHANGE_UNWITHDRAWABLE');
  if (root.shop.pickedTotalCents > root.inventory.selectedTotalCents) throw clientError('SHOP.SWAP_VALUE_TOO_HIGH');
  const body = { itemIds: given.map((item) => item.id), catalogItemIds: wanted.map((item) => item.id) };
  const answer = await swapKey.run(body, (key) =>
    root.api.post<ShopOperationAnswer>('/shop/swap', body, { idempotencyKey: key }),
  );
  applyAnswer(root, answer);
  root.shop.clearPicked();
  return answer;
}
