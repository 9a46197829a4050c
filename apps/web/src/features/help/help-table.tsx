import { TableFrame, useTranslation } from '@nervus/ui-kit';
import { type ReactNode, useId } from 'react';
import '../../i18n/help.en.js';
import './help.css';

export interface HelpTableProps {
  readonly caption: string;
  /** Column headers, left to right. */
  readonly head: readonly string[];
  /** Cells per row; the first cell of each row is its header (`th scope="row"`). */
  readonly rows: readonly (readonly ReactNode[])[];
  /** Cells the numbers line up in (right-aligned, tabular figures), by column index. */
  readonly numeric?: readonly number[];
}

/**
 * A help page's table: a semantic table inside a frame that scrolls sideways on a narrow screen
 * (never the page): a labelled region, focusable while the table is wider than it.
 */
export function HelpTable({ caption, head, rows, numeric = [] }: HelpTableProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TableFrame label={t('help.scroll', { table: caption })} className="help-table-block">
      <table className="help-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label, column) => (
              <th key={label} scope="col" data-numeric={numeric.includes(column) || undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" data-numeric={numeric.includes(0) || undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} data-numeric={numeric.includes(column) || undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
