import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../stores/stores-context';
import type { LocaleKey } from '../../i18n/keys';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

/** One column of a history table. */
export interface HistoryColumn<Row> {
  header: LocaleKey;
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells, e.g. `screens.small` for long ids. */
  className?: string;
}

export interface HistoryTableProps<Row> {
  columns: readonly HistoryColumn<Row>[];
  /** Null until the first page arrives: a spinner meanwhile, or `error` if it failed. */
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string | number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Only shown while there are no rows: a failed next page keeps the page the player is reading. */
  error?: unknown;
  /** Text when the history has no rows at all. */
  emptyKey: LocaleKey;
}

function HistoryTableView<Row>({
  columns,
  rows,
  rowKey,
  page,
  pages,
  onPage,
  error,
  emptyKey,
}: HistoryTableProps<Row>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (error && !rows) return <Alert kind="error">{errorText(error)}</Alert>;
  if (!rows) return <Spinner />;
  if (rows.length === 0) return <Empty>{t(emptyKey)}</Empty>;
  return (
    <>
      <div className={screens.tableWrap}>
        <table className={screens.table}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {t(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={index} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}

/**
 * Every profile history (bets, skins, transactions, each game's rounds): a table of typed columns under
 * the loading, error and empty states, with a pager. An observer, so cells may read stores.
 */
export const HistoryTable = observer(HistoryTableView) as <Row>(props: HistoryTableProps<Row>) => ReactNode;
