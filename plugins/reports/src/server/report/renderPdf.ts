import PDFDocument from 'pdfkit';
import { finnishNumber } from './finnishNumber';
import type { ReportPlace, YearUsage } from './usageData';

const MONTHS = [
  'tammikuu',
  'helmikuu',
  'maaliskuu',
  'huhtikuu',
  'toukokuu',
  'kesäkuu',
  'heinäkuu',
  'elokuu',
  'syyskuu',
  'lokakuu',
  'marraskuu',
  'joulukuu',
];

export interface PdfHeader {
  readonly companyName: string;
  readonly title: string;
  /** D.M.YYYY */
  readonly date: string;
}

/**
 * The usage report as a one-page PDF (pdfkit, server only; the same library the invoices use): the
 * place, a table of months with kWh in Finnish format, the year's total, and the data quality.
 */
export async function renderPdf(header: PdfHeader, place: ReportPlace, year: number, usage: YearUsage): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: header.title, Author: header.companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font('Helvetica-Bold').fontSize(16).text(header.companyName);
  doc.moveDown(0.5).fontSize(14).text(header.title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Käyttöpaikka: ${place.name}, ${place.streetAddress}, ${place.city}`);
  doc.text(`Käyttöpaikan tunnus: ${place.locationIdentifier}`);
  doc.text(`Vuosi: ${year}    Laadittu: ${header.date}`);
  doc.moveDown();

  const left = 56;
  const columns = [left, 200, 330, 420];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, columns[0], y, { width: 140 });
    doc.text(cells[1]!, columns[1], y, { width: 110, align: 'right' });
    doc.text(cells[2]!, columns[2], y, { width: 80, align: 'right' });
    doc.text(cells[3]!, columns[3], y, { width: 80, align: 'right' });
    doc.moveDown(0.3);
  };
  row(['Kuukausi', 'Kulutus (kWh)', 'Arvioituja', 'Puuttuvia'], true);
  for (const m of usage.months) row([MONTHS[m.month - 1]!, finnishNumber(m.kwh, 2), String(m.estimated), String(m.missing)]);
  const missing = usage.months.reduce((s, m) => s + m.missing, 0);
  row(['Yhteensä', finnishNumber(usage.totalKwh, 2), String(usage.months.reduce((s, m) => s + m.estimated, 0)), String(missing)], true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .text(
      missing > 0
        ? 'Osa jaksoista puuttuu: yhteissummassa ovat vain luetut jaksot.'
        : 'Kaikki vuoden jaksot on luettu. Arvioidut jaksot ovat mukana summissa.',
      left,
    );
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
