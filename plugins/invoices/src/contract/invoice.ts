import { z } from 'zod';
import { DUE_DATE_CODES, dueDateBlockSchema, dueDateCodeSchema } from './dueDate';

/** YYYY-MM-DD local date on the wire; the web formats it D.M.YYYY. */
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Euros with cents, as a number: converted from the stored integer cents only at the edge. */
const euros = z.number();

/**
 * requirements §3 statuses seen are paid and complete. Ours: open (not yet due), overdue (open past its due
 * date; derived on read), paid, complete (settled without a payment, e.g. offset against a credit).
 */
export const INVOICE_STATUSES = ['open', 'overdue', 'paid', 'complete'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceDetailTypeSchema = z.enum(['electricity', 'districtHeating']);
export type InvoiceDetailType = z.infer<typeof invoiceDetailTypeSchema>;

/** requirements §3 invoices list item, plus the place and period the web filters and charts by. */
export const invoiceListItemSchema = z.object({
  invoiceNumber: z.string(),
  status: invoiceStatusSchema,
  amount: euros,
  amountVat0: euros,
  dueDate: localDate,
  invoiceDate: localDate,
  periodStart: localDate,
  periodEnd: localDate,
  companyName: z.string(),
  invoicingContractCode: z.string(),
  invoicingCustomerCode: z.string(),
  locationIdentifier: z.string(),
  /** The place's name and street address, so lists and filters can say which place, not its id. */
  placeName: z.string(),
  placeAddress: z.string(),
  invoiceDetailType: invoiceDetailTypeSchema,
  /** The 54-digit bank barcode; only while the invoice is unpaid. */
  barcode: z
    .string()
    .regex(/^[45]\d{53}$/)
    .optional(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceListItemSchema) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** requirements §3 invoice summary "detail": the amounts by part, with VAT and VAT 0. */
export const invoiceDetailSchema = z.object({
  invoiceNumber: z.string(),
  status: invoiceStatusSchema,
  invoiceDetailType: invoiceDetailTypeSchema,
  amount: euros,
  amountVat0: euros,
  amountOfElectricityTax: euros,
  amountOfElectricityTaxVat0: euros,
  amountOfTransfer: euros,
  amountOfTransferVat0: euros,
  amountOfConsumption: euros,
  amountOfConsumptionVat0: euros,
  amountOfDHEnergy: euros,
  amountOfDHEnergyVat0: euros,
  amountOfDHPower: euros,
  amountOfDHPowerVat0: euros,
  dueDate: localDate,
  companyName: z.string(),
  contractType: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const summaryQuerySchema = z.object({ locationIdentifier: z.string().min(1).max(100) });

export const invoiceSummarySchema = z.object({
  invoiceDueDateCode: dueDateCodeSchema,
  canChangeDueDate: z.boolean(),
  /** Why not, when canChangeDueDate is false. */
  dueDateChangeBlockedReason: dueDateBlockSchema.nullable(),
  /** When the due day was last changed (local date), null if never. */
  lastChangedDate: localDate.nullable(),
  /** The first date a new change is allowed, when the last one was recent. */
  nextChangeDate: localDate.nullable(),
  detail: invoiceDetailSchema.nullable(),
  invoices: z.array(invoiceListItemSchema),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const LINE_KIND_VALUES = ['energy', 'energyBasicFee', 'transfer', 'transferBasicFee', 'electricityTax', 'dhEnergy', 'dhPower'] as const;

export const invoiceLineSchema = z.object({
  kind: z.enum(LINE_KIND_VALUES),
  quantity: z.number(),
  unit: z.enum(['kWh', 'month']),
  /** VAT 0: c/kWh for kWh lines, €/month for fees; null where it varies per interval (spot). */
  unitPrice: z.number().nullable(),
  vatRatePercent: z.number(),
  amountVat0: euros,
  vat: euros,
  amount: euros,
});
export type InvoiceLineDto = z.infer<typeof invoiceLineSchema>;

/** Same month a year earlier, and why the amount changed: the three effects add up to the change. */
export const invoiceComparisonSchema = z.object({
  previousInvoiceNumber: z.string(),
  previousAmount: euros,
  consumptionKwh: z.number(),
  previousConsumptionKwh: z.number(),
  /** Amount per kWh with VAT, c/kWh. */
  averagePrice: z.number(),
  previousAveragePrice: z.number(),
  days: z.number(),
  previousDays: z.number(),
  effects: z.object({ consumption: euros, price: euros, days: euros }),
});
export type InvoiceComparison = z.infer<typeof invoiceComparisonSchema>;

export const invoiceDetailsSchema = z.object({
  detail: invoiceDetailSchema,
  item: invoiceListItemSchema,
  lines: z.array(invoiceLineSchema),
  vatTotal: euros,
  reference: z.string(),
  iban: z.string(),
  bic: z.string(),
  place: z.object({ locationIdentifier: z.string(), name: z.string(), address: z.string() }),
  comparison: invoiceComparisonSchema.nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const dueDateChangeBodySchema = z.object({
  locationIdentifier: z.string().min(1).max(100),
  invoiceDueDateCode: z.enum(DUE_DATE_CODES),
});
export type DueDateChangeBody = z.infer<typeof dueDateChangeBodySchema>;
