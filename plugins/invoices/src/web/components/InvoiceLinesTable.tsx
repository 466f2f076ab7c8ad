import { DataTable } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import type { InvoiceDetails } from '../../contract';

type InvoiceLine = InvoiceDetails['lines'][number];

/** Every line with its VAT 0 amount, VAT rate and VAT, then the totals: what the PDF prints. */
export function InvoiceLinesTable({ details }: { readonly details: InvoiceDetails }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const rate = (value: number) => `${format.number(value, value % 1 === 0 ? 0 : 1)} %`;
  return (
    <DataTable<InvoiceLine>
      caption={t('details.linesCaption')}
      rows={details.lines}
      rowKey={(line) => `${line.kind}-${line.vatRatePercent}-${line.unitPrice ?? 'spot'}`}
      columns={[
        { key: 'item', header: t('details.item'), rowHeader: true, cell: (line) => t(`lineKind.${line.kind}`) },
        {
          key: 'quantity',
          header: t('details.quantity'),
          numeric: true,
          cell: (line) => `${format.number(line.quantity, 2)} ${t(`unit.${line.unit}`)}`,
        },
        {
          key: 'unitPrice',
          header: t('details.unitPrice'),
          numeric: true,
          cell: (line) =>
            line.unitPrice === null
              ? t('details.spotPrice')
              : line.unit === 'kWh'
                ? `${format.number(line.unitPrice, 4)} c/kWh`
                : `${format.number(line.unitPrice, 2)} €/${t('unit.month')}`,
        },
        { key: 'vat0', header: t('details.vat0'), numeric: true, cell: (line) => format.number(line.amountVat0, 2) },
        { key: 'vatRate', header: t('details.vatRate'), numeric: true, cell: (line) => rate(line.vatRatePercent) },
        { key: 'vat', header: t('details.vat'), numeric: true, cell: (line) => format.number(line.vat, 2) },
        { key: 'total', header: t('details.total'), numeric: true, cell: (line) => format.number(line.amount, 2) },
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={3}>
            {t('details.totals')}
          </th>
          <td className="number">{format.number(details.detail.amountVat0, 2)}</td>
          <td />
          <td className="number">{format.number(details.vatTotal, 2)}</td>
          <td className="number">{format.number(details.detail.amount, 2)}</td>
        </tr>
      }
    />
  );
}
