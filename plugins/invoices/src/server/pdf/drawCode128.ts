import { code128CWidths } from '../banking/code128';

/** Quiet zone each side, in modules: scanners need ten modules of white to find the start. */
const QUIET_ZONE = 10;

/**
 * Draws a Code 128 set C barcode of `digits` with its left quiet zone at (x, y). One module is
 * `moduleWidth` points; bars are filled rectangles, so the print has sharp edges at any zoom.
 */
export function drawCode128(doc: PDFKit.PDFDocument, digits: string, x: number, y: number, moduleWidth: number, height: number): number {
  let cursor = x + QUIET_ZONE * moduleWidth;
  code128CWidths(digits).forEach((width, index) => {
    const w = width * moduleWidth;
    if (index % 2 === 0) doc.rect(cursor, y, w, height);
    cursor += w;
  });
  doc.fillColor('#000000').fill();
  return cursor + QUIET_ZONE * moduleWidth - x;
}
