import type { HistoryTableProps } from './HistoryTable';

/** The shape of every history page the API answers (`?page=&pageSize=`): bets, transactions, skins, games. */
export interface PageAnswer<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** Pages of an answer; an empty history still has page 1. */
export function pageCount(answer: Pick<PageAnswer<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(answer.total / answer.pageSize));
}

export type PagingProps<Row> = Pick<HistoryTableProps<Row>, 'rows' | 'page' | 'pages' | 'onPage'>;

/** HistoryTable's rows and pager from a page answer, null while the first page is on its way. */
export function pagingProps<Row>(answer: PageAnswer<Row> | null, onPage: (page: number) => void): PagingProps<Row> {
  return answer
    ? { rows: answer.items, page: answer.page, pages: pageCount(answer), onPage }
    : { rows: null, page: 1, pages: 1, onPage };
}

/** The last answer (or failure) that arrived for a url and page. */
export interface Arrived<Row> {
  url: string;
  page: number;
  answer: PageAnswer<Row> | null;
  error: unknown;
}

/** A failure keeps the page already shown for the same url, so a failed "next" leaves the table in place. */
export function arrivedError<Row>(last: Arrived<Row> | null, url: string, page: number, error: unknown): Arrived<Row> {
  return { url, page, answer: last?.url === url ? last.answer : null, error };
}

export interface HistoryView<Row> {
  data: PageAnswer<Row> | null;
  error: unknown;
  loading: boolean;
}

/** What to show for the wanted url and page: rows of another url (another player) never show. */
export function historyView<Row>(arrived: Arrived<Row> | null, url: string, page: number): HistoryView<Row> {
  const current = arrived?.url === url ? arrived : null;
  return { data: current?.answer ?? null, error: current?.error ?? null, loading: current?.page !== page };
}
