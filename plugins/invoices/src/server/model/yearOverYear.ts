import { centsToEuros, localDaysBetween, addLocalDays } from '@portal/domain';
import type { InvoiceComparison } from '../../contract/invoice';
import type { InvoiceRow } from '../queries/invoiceRows';

export interface ComparedInvoice {
  readonly row: InvoiceRow;
  readonly kwh: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Why this month's bill differs from the same month a year earlier, split into three effects that
 * add up exactly to the change (to the cent, after rounding the last one as the remainder):
 *   days        the year-earlier daily use × the change in days × the year-earlier price per kWh;
 *   consumption the rest of the change in kWh × the year-earlier price per kWh;
 *   price       the change in price per kWh × this month's kWh.
 * "Price per kWh" is the whole bill per kWh with VAT, so fixed fees and taxes are in it too.
 */
export function yearOverYear(current: ComparedInvoice, previous: ComparedInvoice): InvoiceComparison | null {
  if (current.kwh <= 0 || previous.kwh <= 0) return null;
  const amount = centsToEuros(current.row.amountCents);
  const previousAmount = centsToEuros(previous.row.amountCents);
  const days = localDaysBetween(current.row.periodStart, addLocalDays(current.row.periodEnd, 1));
  const previousDays = localDaysBetween(previous.row.periodStart, addLocalDays(previous.row.periodEnd, 1));
  const price = amount / current.kwh;
  const previousPrice = previousAmount / previous.kwh;

  const daysEffect = round2((previous.kwh / previousDays) * (days - previousDays) * previousPrice);
  const priceEffect = round2((price - previousPrice) * current.kwh);
  const consumptionEffect = round2(amount - previousAmount - daysEffect - priceEffect);
  return {
    previousInvoiceNumber: previous.row.invoiceNumber,
    previousAmount,
    consumptionKwh: round2(current.kwh),
    previousConsumptionKwh: round2(previous.kwh),
    averagePrice: round2(price * 100),
    previousAveragePrice: round2(previousPrice * 100),
    days,
    previousDays,
    effects: { consumption: consumptionEffect, price: priceEffect, days: daysEffect },
  };
}
