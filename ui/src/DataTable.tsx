import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import { focusRing } from './focusRing';
import { VisuallyHidden } from './VisuallyHidden';

export interface DataColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular digits so figures line up. */
  readonly numeric?: boolean;
  /** Makes the column sortable: the value rows are ordered by. */
  readonly sortValue?: (row: Row) => string | number;
  /** The cell is the row's header (`<th scope="row">`), e.g. the period or the invoice number. */
  readonly rowHeader?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface DataTableProps<Row> {
  /** Names the table; `captionHidden` keeps it for screen readers only when a heading already says it. */
  readonly caption: ReactNode;
  readonly captionHidden?: boolean;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly initialSort?: { readonly key: string; readonly direction: SortDirection };
  /** A last row (totals), drawn as the table's footer. */
  readonly footer?: ReactNode;
  /** Rows to draw muted and in italics, e.g. estimated or missing readings (say so in a cell too). */
  readonly isMuted?: (row: Row) => boolean;
  /** A long table scrolls inside a box of this height (e.g. `28rem`) instead of lengthening the page. */
  readonly maxHeight?: string;
}

/**
 * A data table: a caption, sortable columns (a button in the header; aria-sort tells the order),
 * numbers right-aligned. On a narrow screen it scrolls inside its own box, which is keyboard-focusable
 * and named by the caption so the scroll is reachable without a mouse.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, initialSort, footer, isMuted, maxHeight }: DataTableProps<Row>) {
  const { t } = useTranslation('core');
  const captionId = useId();
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fi');
      return order * factor;
    });
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  // The caption is drawn above the scrolling box (a real <caption> would scroll away with a wide
  // table on a phone); the <caption> itself stays for screen readers.
  return (
    <div>
      {!captionHidden && <VisibleCaption aria-hidden="true">{caption}</VisibleCaption>}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0} style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}>
        <Table>
          <caption id={captionId} className="kit-hidden-caption">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                    className={column.numeric ? 'number' : undefined}
                  >
                    {column.sortValue ? (
                      <SortButton type="button" onClick={() => toggle(column.key)}>
                        {column.header}
                        {direction && <VisuallyHidden>, {t(direction === 'ascending' ? 'kit.sortAscending' : 'kit.sortDescending')}</VisuallyHidden>}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={rowKey(row)} data-muted={isMuted?.(row) || undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.numeric ? 'number' : undefined}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.numeric ? 'number' : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer && <tfoot>{footer}</tfoot>}
        </Table>
      </Scroller>
    </div>
  );
}

const VisibleCaption = styled.div`
  font-weight: 600;
  padding-bottom: 0.5rem;
`;

// contain: inline-size keeps a wide table from widening the page (its columns would push a grid or
// flex parent past the phone's width); the table scrolls inside this box instead.
const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  contain: inline-size;
  ${focusRing}
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  caption.kit-hidden-caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid rgba(0, 0, 0, 0.12);
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-weight: 600;
    color: ${themeColor('mutedText')};
    border-bottom-width: 2px;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tr[data-muted] > * {
    font-style: italic;
    color: ${themeColor('mutedText')};
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
    border-bottom: none;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  a {
    color: ${themeColor('primary')};
    ${focusRing}
  }
`;

// The arrow is drawn by CSS from aria-sort, so the header's text stays just its name.
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  &::after {
    content: '⇅' / '';
    font-size: 0.85em;
    opacity: 0.6;
  }
  th[aria-sort='ascending'] > &::after {
    content: '▲' / '';
    opacity: 1;
  }
  th[aria-sort='descending'] > &::after {
    content: '▼' / '';
    opacity: 1;
  }
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: none;
  padding: 0.15rem 0;
  min-height: 24px;
  cursor: pointer;
  text-align: inherit;
  ${focusRing}
`;
