import { centsToEuros, localDayStartUtc } from '@portal/domain';
import { formatDate, formatNumber } from '@portal/core/shared';
import PDFDocument from 'pdfkit';
import { formatFinnishReference } from '../banking/finnishReference';
import { formatIban } from '../banking/iban';
import { formatRfReference } from '../banking/rfReference';
import { drawBankBarcode } from './drawBankBarcode';
import type { InvoicePdfData } from './invoicePdfData';
import { PDF_LABELS, type PdfLanguage } from './pdfLabels';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const TEXT = '#1a1a1a';
const MUTED = '#4d5560';
/** Table column x positions and widths (description, qty, unit price, VAT 0, VAT %, VAT, total). */
const COLUMNS = [
  { x: MARGIN, width: 150, align: 'left' },
  { x: 200, width: 60, align: 'right' },
  { x: 262, width: 70, align: 'right' },
  { x: 334, width: 55, align: 'right' },
  { x: 391, width: 38, align: 'right' },
  { x: 431, width: 50, align: 'right' },
  { x: 483, width: 62, align: 'right' },
] as const;

/*
 * Core's Finnish formats (requirements §9), as on the web. They separate thousands with a no-break space
 * (U+00A0) and write minus as a hyphen, both in the WinAnsi encoding of the PDF's standard Helvetica.
 */
const formatEuros = (cents: bigint) => formatNumber(centsToEuros(cents));
/** A Helsinki calendar date `YYYY-MM-DD` as `D.M.YYYY`. */
const formatLocalDay = (date: string) => formatDate(localDayStartUtc(date));

const formatReference = (reference: string) => (reference.startsWith('RF') ? formatRfReference(reference) : formatFinnishReference(reference));

/** Renders the invoice as an A4 PDF. Helvetica's WinAnsi encoding covers ä, ö, å and €. */
export function renderInvoicePdf(data: InvoicePdfData, language: PdfLanguage = 'fi'): Promise<Buffer> {
  const labels = PDF_LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${labels.title} ${data.invoiceNumber}`, Author: data.issuer.name, Subject: data.place.name },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Brand band.
  doc.rect(0, 0, PAGE_WIDTH, 70).fill(data.issuer.brandColor);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(data.issuer.name, MARGIN, 24);
  doc.font('Helvetica').fontSize(9).text(`${labels.businessId} ${data.issuer.businessId}`, MARGIN, 48);
  doc.font('Helvetica-Bold').fontSize(18).text(labels.title, 400, 26, { width: 145, align: 'right' });

  // Addressee and facts.
  doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(11).text(data.customer.name, MARGIN, 95);
  doc.font('Helvetica').fontSize(10).text(data.place.address).text(data.place.postalAddress);
  const facts: [string, string][] = [
    [labels.invoiceNumber, data.invoiceNumber],
    [labels.invoiceDate, formatLocalDay(data.invoiceDate)],
    [labels.dueDate, formatLocalDay(data.dueDate)],
    [labels.reference, formatReference(data.reference)],
    [labels.customerCode, data.customer.customerCode],
    [labels.contractCode, data.contractCode],
  ];
  facts.forEach(([label, value], index) => {
    const y = 95 + index * 14;
    doc.fillColor(MUTED).fontSize(9).text(label, 320, y, { width: 100 });
    doc.fillColor(TEXT).fontSize(10).text(value, 420, y, { width: 125, align: 'right' });
  });
  doc.fillColor(MUTED).fontSize(9).text(labels.place, MARGIN, 190);
  doc
    .fillColor(TEXT)
    .fontSize(10)
    .text(`${data.place.name}, ${data.place.address}, ${data.place.postalAddress} (${data.place.locationIdentifier})`, MARGIN, 202, { width: 495 });
  doc.fillColor(MUTED).fontSize(9).text(labels.period, MARGIN, 222);
  doc
    .fillColor(TEXT)
    .fontSize(10)
    .text(`${formatLocalDay(data.periodStart)} – ${formatLocalDay(data.periodEnd)}`, MARGIN, 234);

  // Lines.
  let y = 265;
  doc.rect(MARGIN, y - 4, 495, 18).fill(data.issuer.brandColor);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(8);
  labels.columns.forEach((title, i) => doc.text(title, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }));
  y += 20;
  doc.font('Helvetica').fontSize(9).fillColor(TEXT);
  const vatByRate = new Map<string, bigint>();
  for (const line of data.lines) {
    vatByRate.set(line.vatRatePercent, (vatByRate.get(line.vatRatePercent) ?? 0n) + line.vatCents);
    const unitPrice =
      line.unitPrice === null
        ? labels.spotPrice
        : `${formatNumber(Number(line.unitPrice), line.unit === 'kWh' ? 4 : 2)} ${line.unit === 'kWh' ? 'c/kWh' : '€/' + labels.units.month}`;
    const cells = [
      labels.kinds[line.kind],
      `${formatNumber(Number(line.quantity), line.unit === 'kWh' ? 2 : 2)} ${labels.units[line.unit]}`,
      unitPrice,
      formatEuros(line.amountVat0Cents),
      formatNumber(Number(line.vatRatePercent), Number(line.vatRatePercent) % 1 === 0 ? 0 : 1),
      formatEuros(line.vatCents),
      formatEuros(line.amountCents),
    ];
    cells.forEach((cell, i) => doc.text(cell, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }));
    y += 16;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 495, y)
    .strokeColor(MUTED)
    .lineWidth(0.5)
    .stroke();
  y += 8;
  const totalRow = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor(TEXT);
    doc.text(label, 300, y, { width: 170, align: 'right' });
    doc.text(value, 470, y, { width: 75, align: 'right' });
    y += bold ? 18 : 14;
  };
  totalRow(labels.totalVat0, formatEuros(data.amountVat0Cents));
  for (const [rate, vat] of [...vatByRate].sort())
    totalRow(labels.vatAt(formatNumber(Number(rate), Number(rate) % 1 === 0 ? 0 : 1)), formatEuros(vat));
  totalRow(labels.total, `${formatEuros(data.amountCents)} €`, true);

  // Payment slip.
  const slipY = 640;
  doc
    .moveTo(MARGIN, slipY)
    .lineTo(MARGIN + 495, slipY)
    .dash(3, { space: 3 })
    .strokeColor(MUTED)
    .stroke()
    .undash();
  const slip: [string, string][] = [
    [labels.recipient, `${data.issuer.name}, ${formatIban(data.issuer.iban)} (${data.issuer.bic})`],
    [labels.reference, formatReference(data.reference)],
    [labels.dueDate, formatLocalDay(data.dueDate)],
    [labels.amount, formatEuros(data.amountCents)],
  ];
  slip.forEach(([label, value], index) => {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label, MARGIN, slipY + 12 + index * 16, { width: 90 });
    doc
      .fillColor(TEXT)
      .fontSize(10)
      .text(value, MARGIN + 90, slipY + 11 + index * 16, { width: 405 });
  });
  if (data.barcode) {
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(labels.barcode, MARGIN, slipY + 82);
    doc
      .fillColor(TEXT)
      .font('Courier')
      .fontSize(9)
      .text(data.barcode, MARGIN + 90, slipY + 81);
    drawBankBarcode(doc, data.barcode, MARGIN, slipY + 98, 40);
  } else if (data.paid) {
    doc
      .fillColor(TEXT)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(labels.paid, MARGIN, slipY + 82);
  }
  doc.end();
  return finished;
}
