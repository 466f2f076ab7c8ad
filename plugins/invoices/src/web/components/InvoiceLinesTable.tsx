import { useFormatters, useTranslation } from '@portal/core';
import type { InvoiceDetails } from '../../contract';
import { DataTable } from './tables';

/** Every line with its VAT 0 amount, VAT rate and VAT, then the totals: what the PDF prints. */
export function InvoiceLinesTable({ details }: { readonly details: InvoiceDetails }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const rate = (value: number) => `${format.number(value, value % 1 === 0 ? 0 : 1)} %`;
  return (
    <DataTable>
      <caption>{t('details.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('details.item')}</th>
          <th scope="col" className="number">{t('details.quantity')}</th>
          <th scope="col" className="number">{t('details.unitPrice')}</th>
          <th scope="col" className="number">{t('details.vat0')}</th>
          <th scope="col" className="number">{t('details.vatRate')}</th>
          <th scope="col" className="number">{t('details.vat')}</th>
          <th scope="col" className="number">{t('details.total')}</th>
        </tr>
      </thead>
      <tbody>
        {details.lines.map((line) => (
          <tr key={`${line.kind}-${line.vatRatePercent}-${line.unitPrice ?? 'spot'}`}>
            <th scope="row">{t(`lineKind.${line.kind}`)}</th>
            <td className="number">
              {format.number(line.quantity, 2)} {t(`unit.${line.unit}`)}
            </td>
            <td className="number">
              {line.unitPrice === null
                ? t('details.spotPrice')
                : line.unit === 'kWh'
                  ? `${format.number(line.unitPrice, 4)} c/kWh`
                  : `${format.number(line.unitPrice, 2)} €/${t('unit.month')}`}
            </td>
            <td className="number">{format.number(line.amountVat0, 2)}</td>
            <td className="number">{rate(line.vatRatePercent)}</td>
            <td className="number">{format.number(line.vat, 2)}</td>
            <td className="number">{format.number(line.amount, 2)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>{t('details.totals')}</th>
          <td className="number">{format.number(details.detail.amountVat0, 2)}</td>
          <td />
          <td className="number">{format.number(details.vatTotal, 2)}</td>
          <td className="number">
            <strong>{format.number(details.detail.amount, 2)}</strong>
          </td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
