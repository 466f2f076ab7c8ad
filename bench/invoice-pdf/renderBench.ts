// Times renderInvoicePdf on a representative invoice (run by run.mjs with the `source` condition and tsx).
import { renderInvoicePdf } from '../../plugins/invoices/src/server/pdf/renderInvoicePdf';
import { virtualBarcode } from '../../plugins/invoices/src/server/banking/virtualBarcode';
import type { InvoicePdfData } from '../../plugins/invoices/src/server/pdf/invoicePdfData';
import type { InvoiceLineRow } from '../../plugins/invoices/src/server/queries/invoiceLines';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const line = (kind: InvoiceLineRow['kind'], unit: 'kWh' | 'month', quantity: string, unitPrice: string | null, vat0: bigint): InvoiceLineRow => {
  const vat = (vat0 * 2550n + 5000n) / 10000n;
  return { kind, quantity, unit, unitPrice, vatRatePercent: '25.50', amountVat0Cents: vat0, vatCents: vat, amountCents: vat0 + vat };
};
const lines = [
  line('energy', 'kWh', '1234.5678', null, 10_567n),
  line('energyBasicFee', 'month', '1.0000', '4.90', 490n),
  line('transfer', 'kWh', '1234.5678', '4.1200', 5_086n),
  line('transferBasicFee', 'month', '1.0000', '28.50', 2_850n),
  line('electricityTax', 'kWh', '1234.5678', '2.2530', 2_781n),
];
const amountVat0Cents = lines.reduce((s, l) => s + l.amountVat0Cents, 0n);
const amountCents = lines.reduce((s, l) => s + l.amountCents, 0n);
const data: InvoicePdfData = {
  issuer: { name: 'Vare Energia Oy', brandColor: '#00507a', businessId: '1234567-1', iban: 'FI7944052020036082', bic: 'ITELFIHH' },
  customer: { name: 'Maija Meikäläinen', customerCode: '1000001' },
  place: { locationIdentifier: 'VARE-1000001-01', name: 'Koti', address: 'Hämeenkatu 12 A 3', postalAddress: '33100 Tampere' },
  invoiceNumber: '1000000123',
  contractCode: 'VARE-K-1',
  invoiceDate: '2026-11-05',
  dueDate: '2026-11-20',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  reference: '10000001235',
  paid: false,
  lines,
  amountVat0Cents,
  amountCents,
  barcode: virtualBarcode({ iban: 'FI7944052020036082', amountCents, reference: '10000001235', dueDate: '2026-11-20' }),
};

for (let i = 0; i < 10; i += 1) await renderInvoicePdf(data); // warm-up: fonts, JIT
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  const pdf = await renderInvoicePdf(data);
  times.push(performance.now() - started);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
console.log(JSON.stringify({ runs, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times[times.length - 1], bytes }));
