/**
 * The bundled sample invoice PDF of the demo (one A4 page, "DEMO" and the invoice number), written
 * out here so the demo build needs no binary asset; the xref offsets are computed, so it opens cleanly.
 */
export function samplePdf(invoiceNumber: string): Blob {
  return new Blob([samplePdfText(invoiceNumber)], { type: 'application/pdf' });
}

/** The PDF's bytes as text (all ASCII, so string offsets are byte offsets). */
export function samplePdfText(invoiceNumber: string): string {
  const text = `BT /F1 24 Tf 72 760 Td (DEMO - esimerkkilasku ${invoiceNumber.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
