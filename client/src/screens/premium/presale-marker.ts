/** docs/product-rules.md §4: after a successful pre-sale purchase the browser stores a "presale sold" marker; the popups then stop. */
export const PRESALE_SOLD_KEY = 'presaleSold';
/** The pre-sale popups show once per browser session (until bought). */
export const PRESALE_SEEN_KEY = 'presalePopupsSeen';

export interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const isPresaleSold = (storage: MarkerStorage) => storage.getItem(PRESALE_SOLD_KEY) === '1';
export const markPresaleSold = (storage: MarkerStorage) => storage.setItem(PRESALE_SOLD_KEY, '1');
