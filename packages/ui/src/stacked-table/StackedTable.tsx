import type { ReactNode } from 'react';
import * as styles from './stacked-table.css';

export type StackedTableRow = {
  key: string;
  /** One per column; the first heads the row (a row header), the rest are its values. */
  cells: readonly ReactNode[];
};

export type StackedTableProps = {
  /** The column heads, in the guest's language. */
  columns: readonly string[];
  rows: readonly StackedTableRow[];
  /** The table's name: a visible caption, or only its accessible name when `hideName` is set. */
  name: string;
  hideName?: boolean;
};

/**
 * A table where there is room, a block of labelled lines per row on a phone
 * (stacked-table-layout.ts). The roles are spelled out because some browsers drop a table's
 * semantics once its rows are no longer displayed as table rows; the narrow layout's visible
 * labels are hidden from screen readers, which hear the column heads.
 */
export function StackedTable({ columns, rows, name, hideName = false }: StackedTableProps) {
  const valueColumns = columns.slice(1);
  return (
    <div className={styles.frame}>
      <table className={styles.table} role="table" aria-label={hideName ? name : undefined}>
        {hideName ? null : <caption className={styles.caption}>{name}</caption>}
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} className={styles.cell} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.map(({ key, cells: [heading, ...values] }) => (
            <tr key={key} className={styles.row} role="row">
              <th className={`${styles.cell} ${styles.headingCell}`} role="rowheader" scope="row">
                {heading}
              </th>
              {values.map((value, index) => (
                <td key={valueColumns[index] ?? index} className={styles.cell} role="cell">
                  <span className={styles.cellLabel} aria-hidden="true">
                    {valueColumns[index]}
                  </span>
                  <span>{value}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
