import type { VatCategory } from '@portal/domain';

export const LINE_KINDS = ['energy', 'energyBasicFee', 'transfer', 'transferBasicFee', 'electricityTax', 'dhEnergy', 'dhPower'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** A line before rounding: amounts exact (1e-12 cents, the pricing engine's ExactAmount). */
export interface ExactLine {
  readonly kind: LineKind;
  /** 1/10 000 kWh, or 1/10 000 month for fees. */
  readonly quantity: bigint;
  readonly unit: 'kWh' | 'month';
  /** VAT 0 unit price as text (c/kWh or €/month); null where it varies per interval. */
  readonly unitPrice: string | null;
  readonly vatCategory: VatCategory;
  /** 1/100 % (25.5 % = 2550n). */
  readonly vatRate: bigint;
  readonly vat0: bigint;
}

/** A line as invoiced: whole cents. */
export interface InvoiceLine {
  readonly kind: LineKind;
  readonly quantity: string;
  readonly unit: 'kWh' | 'month';
  readonly unitPrice: string | null;
  readonly vatCategory: VatCategory;
  /** e.g. "25.50". */
  readonly vatRatePercent: string;
  readonly amountVat0Cents: bigint;
  readonly vatCents: bigint;
  readonly amountCents: bigint;
}
