import { useCallback, useEffect, useState } from 'react';
import { useStores } from '../../stores/stores-context';
import { HISTORY_PAGE_SIZE } from '../../stores/profile-store';
import {
  type Arrived,
  type PageAnswer,
  type PagingProps,
  arrivedError,
  historyView,
  pagingProps,
} from './paged-history';

export interface PagedHistory<Row> {
  /** The page asked for, from 1; back to 1 when the url changes. */
  page: number;
  setPage: (page: number) => void;
  /** The last page that arrived for this url; null before the first. */
  data: PageAnswer<Row> | null;
  error: unknown;
  /** The asked-for page has not arrived yet. */
  loading: boolean;
  /** Rows, pager and error, to spread into `<HistoryTable>`. */
  table: PagingProps<Row> & { error: unknown };
}

/**
 * One page at a time of a REST history (`GET url?page=&pageSize=` answering `PageAnswer<Row>`), for a
 * game's profile history tab. Local state rather than a store: a tab reads its own rows and nobody else
 * does. A slower answer for an earlier page or url is dropped.
 */
export function usePagedHistory<Row>(url: string, pageSize = HISTORY_PAGE_SIZE): PagedHistory<Row> {
  const { api } = useStores();
  const [wanted, setWanted] = useState({ url, page: 1 });
  const [arrived, setArrived] = useState<Arrived<Row> | null>(null);
  const page = wanted.url === url ? wanted.page : 1;

  useEffect(() => {
    const request = new AbortController();
    api.get<PageAnswer<Row>>(url, { query: { page, pageSize }, signal: request.signal }).then(
      (answer) => {
        if (!request.signal.aborted) setArrived({ url, page, answer, error: null });
      },
      (error: unknown) => {
        if (!request.signal.aborted) setArrived((last) => arrivedError(last, url, page, error));
      },
    );
    return () => request.abort();
  }, [api, url, page, pageSize]);

  const setPage = useCallback((next: number) => setWanted({ url, page: next }), [url]);
  const view = historyView(arrived, url, page);
  return { page, setPage, ...view, table: { ...pagingProps(view.data, setPage), error: view.error } };
}
