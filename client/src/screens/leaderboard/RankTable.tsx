import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../../i18n/keys';
import { Empty } from '../../ui/Feedback';
import screens from '../screens.module.css';
import styles from './leaderboard.module.css';

export interface RankColumn<Row> {
  header: LocaleKey;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface RankTableProps<Row> {
  columns: readonly RankColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The signed-in player's row, marked for the eye and for tests. */
  isMine?: (row: Row) => boolean;
  emptyKey: LocaleKey;
  label: string;
}

function RankTableView<Row>({ columns, rows, rowKey, isMine, emptyKey, label }: RankTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty>{t(emptyKey)}</Empty>;
  return (
    <div className={screens.tableWrap}>
      <table className={screens.table} aria-label={label}>
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
          {rows.map((row) => {
            const mine = isMine?.(row) ?? false;
            return (
              <tr key={rowKey(row)} className={mine ? styles.mine : undefined} data-mine={mine || undefined}>
                {columns.map((column, index) => (
                  <td key={index} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A ranked list (standings, winners, top lists) as a table, with the player's own row marked. */
export const RankTable = observer(RankTableView) as <Row>(props: RankTableProps<Row>) => ReactNode;
