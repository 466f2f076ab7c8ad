import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { virtualBarcode } from '../banking/virtualBarcode';
import { rectanglesIn } from '../test/pdfRectangles';
import { drawBankBarcode } from './drawBankBarcode';

/** The guide's example: IBAN FI79 4405 2020 0360 82, 4 883,15 €, reference 86851 62596 19897, due 12.6.2010. */
const DIGITS = '479440520200360820048831500000000868516259619897100612';

async function pdfWithBarcode(digits: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  drawBankBarcode(doc, digits, 50, 100, 40);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('bank barcode in the PDF', () => {
  it('draws the 54 digits as Code 128 set C bars: start C, 27 digit pairs, checksum, stop', async () => {
    expect(virtualBarcode({ iban: 'FI7944052020036082', amountCents: 488_315n, reference: '868516259619897', dueDate: '2010-06-12' })).toBe(DIGITS);
    const bars = await rectanglesIn(await pdfWithBarcode(DIGITS));

    // 29 symbols of three bars (start, 27 pairs, checksum) and a stop of four.
    expect(bars).toHaveLength(29 * 3 + 4);
    // One module is one point; start C is bars 2, 1, 3 with spaces 1, 2 between, after the 10-module quiet zone.
    expect(bars[0]).toMatchObject({ x: 60, width: 2 });
    expect(bars.slice(0, 3).map((bar) => bar.width)).toEqual([2, 1, 3]);
    expect(bars[1]!.x - (bars[0]!.x + bars[0]!.width)).toBe(1);
    expect(bars[2]!.x - (bars[1]!.x + bars[1]!.width)).toBe(2);
    // Set C: 11 modules a symbol and 13 for the stop, 332 in all (set B would need twice the symbols).
    const last = bars[bars.length - 1]!;
    expect(last.x + last.width - bars[0]!.x).toBe(11 * 29 + 13);
    // The stop ends with a two-module bar; every bar is 40 points tall.
    expect(last.width).toBe(2);
    for (const bar of bars) expect(Math.abs(bar.height)).toBe(40);
  });

  it('encodes other digits differently (the bars carry the data)', async () => {
    const other = DIGITS.replace('48831500', '48831600');
    const [a, b] = await Promise.all([pdfWithBarcode(DIGITS), pdfWithBarcode(other)]).then((pdfs) => Promise.all(pdfs.map(rectanglesIn)));
    expect(a!.map((bar) => bar.width)).not.toEqual(b!.map((bar) => bar.width));
  });
});
