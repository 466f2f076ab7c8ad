import { centsToEuros } from '@portal/domain';
import type { InvoiceDetail, InvoiceLineDto, InvoiceListItem } from '../../contract/invoice';
import { virtualBarcode } from '../banking/virtualBarcode';
import type { LineKind } from '../billing/invoiceLine';
import type { InvoiceLineRow } from '../queries/invoiceLines';
import type { InvoiceRow } from '../queries/invoiceRows';

/** The barcode is offered only while there is something to pay, so a paid invoice cannot be paid twice by scanning. */
export function barcodeOf(row: InvoiceRow): string | undefined {
  const unpaid = row.status === 'open' || row.status === 'overdue';
  if (!unpaid || row.amountCents <= 0n) return undefined;
  return virtualBarcode({ iban: row.iban, amountCents: row.amountCents, reference: row.reference, dueDate: row.dueDate });
}

export function toListItem(row: InvoiceRow): InvoiceListItem {
  const barcode = barcodeOf(row);
  return {
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    amount: centsToEuros(row.amountCents),
    amountVat0: centsToEuros(row.amountVat0Cents),
    dueDate: row.dueDate,
    invoiceDate: row.invoiceDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    companyName: row.companyName,
    invoicingContractCode: row.contractId,
    invoicingCustomerCode: row.customerCode,
    locationIdentifier: row.locationIdentifier,
    placeName: row.placeName,
    placeAddress: row.placeAddress,
    invoiceDetailType: row.detailType,
    ...(barcode ? { barcode } : {}),
  };
}

/** SPEC's detail parts: which line kinds each amount adds up. */
const PARTS = {
  ElectricityTax: ['electricityTax'],
  Transfer: ['transfer', 'transferBasicFee'],
  Consumption: ['energy', 'energyBasicFee'],
  DHEnergy: ['dhEnergy'],
  DHPower: ['dhPower'],
} as const satisfies Record<string, readonly LineKind[]>;

function partSum(lines: readonly InvoiceLineRow[], kinds: readonly LineKind[]) {
  const chosen = lines.filter((line) => kinds.includes(line.kind));
  return {
    withVat: centsToEuros(chosen.reduce((sum, line) => sum + line.amountCents, 0n)),
    vat0: centsToEuros(chosen.reduce((sum, line) => sum + line.amountVat0Cents, 0n)),
  };
}

export function toDetail(row: InvoiceRow, lines: readonly InvoiceLineRow[]): InvoiceDetail {
  const tax = partSum(lines, PARTS.ElectricityTax);
  const transfer = partSum(lines, PARTS.Transfer);
  const consumption = partSum(lines, PARTS.Consumption);
  const dhEnergy = partSum(lines, PARTS.DHEnergy);
  const dhPower = partSum(lines, PARTS.DHPower);
  return {
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    invoiceDetailType: row.detailType,
    amount: centsToEuros(row.amountCents),
    amountVat0: centsToEuros(row.amountVat0Cents),
    amountOfElectricityTax: tax.withVat,
    amountOfElectricityTaxVat0: tax.vat0,
    amountOfTransfer: transfer.withVat,
    amountOfTransferVat0: transfer.vat0,
    amountOfConsumption: consumption.withVat,
    amountOfConsumptionVat0: consumption.vat0,
    amountOfDHEnergy: dhEnergy.withVat,
    amountOfDHEnergyVat0: dhEnergy.vat0,
    amountOfDHPower: dhPower.withVat,
    amountOfDHPowerVat0: dhPower.vat0,
    dueDate: row.dueDate,
    companyName: row.companyName,
    contractType: row.contractType,
  };
}

export function toLineDto(line: InvoiceLineRow): InvoiceLineDto {
  return {
    kind: line.kind,
    quantity: Number(line.quantity),
    unit: line.unit,
    unitPrice: line.unitPrice === null ? null : Number(line.unitPrice),
    vatRatePercent: Number(line.vatRatePercent),
    amountVat0: centsToEuros(line.amountVat0Cents),
    vat: centsToEuros(line.vatCents),
    amount: centsToEuros(line.amountCents),
  };
}

/** Energy the invoice is for: the energy lines' kWh, or the transfer's on a network-only bill. */
export function invoicedKwh(lines: readonly InvoiceLineRow[]): number {
  const kwhOf = (kind: LineKind) => lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + Number(l.quantity), 0);
  return kwhOf('energy') || kwhOf('dhEnergy') || kwhOf('transfer');
}
