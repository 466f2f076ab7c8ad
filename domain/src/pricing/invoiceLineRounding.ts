import { roundToCents } from './energyCost';
import { roundHalfAwayFromZero } from './scaledDecimal';
import { VAT_SCALE, type Cents, type ExactAmount } from './units';
import type { VatRate } from './vatRates';

export interface RoundedLine {
  readonly amountVat0Cents: Cents;
  readonly vatCents: Cents;
  readonly amountCents: Cents;
}

/**
 * THE rounding rule of an invoice line, shared by the invoices plugin and every comparison that must
 * agree with an invoice to the cent (the market-price simulator): the line's exact VAT 0 amount is
 * rounded to whole cents half away from zero; its VAT is that rounded amount × the rate, rounded the
 * same way; the total is their sum. Parts of a line (segments with the same kind, rate and unit price)
 * are added exactly before this, once.
 */
export function roundInvoiceLine(vat0: ExactAmount, vatRate: VatRate): RoundedLine {
  const amountVat0Cents = roundToCents(vat0);
  // Rate in 1/100 % → × rate / 10 000, i.e. drop VAT_SCALE + 2 decimals.
  const vatCents = roundHalfAwayFromZero(amountVat0Cents * vatRate, VAT_SCALE + 2);
  return { amountVat0Cents, vatCents, amountCents: amountVat0Cents + vatCents };
}
