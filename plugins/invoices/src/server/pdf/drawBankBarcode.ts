// The generic build: encoders and the drawing interface only (no PNG or canvas code).
import { code128 } from 'bwip-js/generic';

/** Quiet zone each side, in modules: scanners need ten modules of white to find the start. */
const QUIET_ZONE_MODULES = 10;
/** bwip-js measures in pixels of 72 per inch, which is exactly a PDF point. */
const MM_PER_POINT = 25.4 / 72;

/**
 * Draws the bank barcode (pankkiviivakoodi: its 54 digits as Code 128, set C) with its left quiet zone
 * at (x, y), one module a point wide and `height` points tall, and returns the width used including
 * both quiet zones. bwip-js encodes (it picks set C for an even run of digits, as the bank-barcode
 * guide requires) and hands each bar to the drawing below as a stroke; the bars become filled
 * rectangles, so the print has sharp edges at any zoom.
 */
export function drawBankBarcode(doc: PDFKit.PDFDocument, digits: string, x: number, y: number, height: number): number {
  const left = x + QUIET_ZONE_MODULES;
  let symbolWidth = 0;
  code128(
    { bcid: 'code128', text: digits, scale: 1, height: height * MM_PER_POINT, includetext: false },
    {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init(width) {
        symbolWidth = width;
      },
      // A bar: a vertical stroke `lw` modules wide from y0 to y1 (bwip-js's y grows downwards too). Its
      // pixel grid puts the bigger half of an odd width left of x0, so the bar starts ceil(lw/2) before.
      line(x0, y0, x1, y1, lw) {
        if (x0 !== x1) throw new Error('drawBankBarcode: a linear barcode draws only vertical bars');
        doc.rect(left + x0 - Math.ceil(lw / 2), y + Math.min(y0, y1), lw, Math.abs(y1 - y0));
      },
      polygon: unexpectedShape,
      hexagon: unexpectedShape,
      ellipse: unexpectedShape,
      fill: unexpectedShape,
      text: unexpectedShape,
      end: () => undefined,
    },
  );
  doc.fillColor('#000000').fill();
  return symbolWidth + 2 * QUIET_ZONE_MODULES;
}

function unexpectedShape(): never {
  throw new Error('drawBankBarcode: Code 128 without text draws bars only');
}
