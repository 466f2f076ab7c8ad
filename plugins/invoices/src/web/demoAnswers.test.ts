import { describe, expect, it } from 'vitest';
import { invoiceDetailsSchema, invoiceListResponseSchema, invoiceSummarySchema } from '../contract';
import { invoicesDemoAnswers } from './demoAnswers';
import { samplePdfText } from './demo/samplePdf';

describe('invoice demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(invoiceSummarySchema.parse(invoicesDemoAnswers.invoiceSummary.answer()).invoices).toHaveLength(3);
    expect(invoiceListResponseSchema.parse(invoicesDemoAnswers.invoiceList.answer({ status: 'open' })).invoices).toHaveLength(1);
    const details = invoiceDetailsSchema.parse(invoicesDemoAnswers.invoiceDetails.answer({ invoiceNumber: '9000000002' }));
    // Lines add up to the invoice to the cent.
    const sum = details.lines.reduce((total, line) => total + Math.round(line.amount * 100), 0);
    expect(sum).toBe(Math.round(details.item.amount * 100));
  });

  it('answers an unknown invoice as not found, and the PDF as a PDF', () => {
    expect(invoicesDemoAnswers.invoiceDetails.answer({ invoiceNumber: 'X' })).toBeUndefined();
    expect(invoicesDemoAnswers.invoicePdf.answer({ invoiceNumber: 'X' })).toBeUndefined();
    const pdf = invoicesDemoAnswers.invoicePdf.answer({ invoiceNumber: '9000000003' }) as Blob;
    expect(pdf.type).toBe('application/pdf');
    const text = samplePdfText('9000000003');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    // The xref table points at the real byte offsets (a broken one makes viewers complain).
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });
});
