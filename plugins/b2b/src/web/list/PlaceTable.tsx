import { focusRing, VisuallyHidden } from '@portal/ui';
import { formatNumber, themeColor, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { ListPlace, ListSortKey, SortDirection } from '../../contract';
import { LabelEditor } from './LabelEditor';

/** The table's sortable columns, in requirements §2's keys; the consumption column is not a sort key. */
const COLUMNS: readonly { key: Exclude<ListSortKey, 'contentOrder'>; numeric?: boolean }[] = [
  { key: 'address' },
  { key: 'name' },
  { key: 'company' },
  { key: 'labels' },
  { key: 'alertsEnabled', numeric: true },
  { key: 'alertsTriggered', numeric: true },
];

export interface PlaceTableProps {
  readonly places: readonly ListPlace[];
  readonly sort: ListSortKey;
  readonly direction: SortDirection;
  readonly onSort: (key: ListSortKey) => void;
  readonly month: string;
  readonly busy: boolean;
  /** With these, each row's labels cell has a "Tunnisteet" editor (PUT addLabels / removeLabels). */
  readonly labelEditing?: { readonly company: string; readonly userId: string; readonly onChanged: () => void };
}

/**
 * One page of the company's places. The server sorts (the list is paged), so a header button asks for
 * a new order and aria-sort tells the current one. On a phone the table scrolls inside its own
 * keyboard-focusable box, named by the caption, and the page itself never scrolls sideways.
 */
export function PlaceTable({ places, sort, direction, onSort, month, busy, labelEditing }: PlaceTableProps) {
  const { t } = useTranslation('b2b');
  const ariaSort = (key: ListSortKey) => (sort === key ? (direction === 'asc' ? 'ascending' : 'descending') : 'none');
  return (
    <Scroller role="region" aria-labelledby="b2b-place-table-caption" tabIndex={0}>
      <Table aria-busy={busy || undefined}>
        <caption id="b2b-place-table-caption">{t('list.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" aria-sort={ariaSort(column.key)} className={column.numeric ? 'number' : undefined}>
                <SortButton type="button" onClick={() => onSort(column.key)}>
                  {t(`list.column.${column.key}`)}
                  <span aria-hidden="true">{sort === column.key ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </SortButton>
              </th>
            ))}
            <th scope="col" className="number">
              {t('list.column.consumption', { month })}
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map((place) => (
            <tr key={place.locationIdentifier}>
              <th scope="row">
                {place.streetAddress}
                <Small>
                  {place.postalCode} {place.city}
                </Small>
              </th>
              <td>
                {place.name}
                <Small>{place.locationIdentifier}</Small>
              </td>
              <td>{place.companyReferenceId ?? <VisuallyHidden>{t('list.none')}</VisuallyHidden>}</td>
              <td>
                {place.labels.length ? (
                  <Chips aria-label={t('list.labelsOf', { place: place.name })}>
                    {place.labels.map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </Chips>
                ) : (
                  <VisuallyHidden>{t('list.none')}</VisuallyHidden>
                )}
                {labelEditing && <LabelEditor place={place} {...labelEditing} />}
              </td>
              <td className="number">{place.alertsEnabled}</td>
              <td className="number">{place.alertsTriggered}</td>
              <td className="number">
                {place.consumptionLastMonthKwh === null ? '–' : `${formatNumber(Number(place.consumptionLastMonthKwh), 0)} kWh`}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

// contain: inline-size keeps the wide table from widening the page; it scrolls inside this box.
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
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${themeColor('mutedText')};
    vertical-align: top;
  }
  tbody th {
    font-weight: 600;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

const SortButton = styled.button`
  background: none;
  border: 0;
  padding: 0.25rem 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  text-align: inherit;
  ${focusRing}
`;

const Small = styled.span`
  display: block;
  font-size: 0.875rem;
  font-weight: normal;
  color: ${themeColor('mutedText')};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  li {
    border: 1px solid ${themeColor('primary')};
    color: ${themeColor('primary')};
    border-radius: 1rem;
    padding: 0 0.5rem;
    font-size: 0.875rem;
    white-space: nowrap;
  }
`;
