import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
/** pdfjs's own standard-font metrics, read from disk (as in pdfText.ts). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Every filled rectangle on the first page, as the PDF reader sees it (its own y axis, upwards). */
export async function rectanglesIn(pdf: Uint8Array): Promise<PdfRect[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, isEvalSupported: false }).promise;
  const operators = await (await document.getPage(1)).getOperatorList();
  const rects: PdfRect[] = [];
  operators.fnArray.forEach((fn, index) => {
    if (fn !== OPS.constructPath) return;
    const [pathOps, pathArgs] = operators.argsArray[index] as [number[], number[]];
    let argIndex = 0;
    for (const op of pathOps) {
      if (op === OPS.rectangle) {
        const [x, y, width, height] = pathArgs.slice(argIndex, argIndex + 4) as [number, number, number, number];
        rects.push({ x, y, width, height });
        argIndex += 4;
      } else {
        argIndex += op === OPS.curveTo ? 6 : op === OPS.curveTo2 || op === OPS.curveTo3 ? 4 : op === OPS.closePath ? 0 : 2;
      }
    }
  });
  await document.destroy();
  return rects.sort((a, b) => a.x - b.x);
}
