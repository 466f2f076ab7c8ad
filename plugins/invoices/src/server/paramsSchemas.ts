import { z } from 'zod';

/** Path parameters; bounded so an absurd id is a 400, not a query. */
const identifier = z.string().min(1).max(100);

export const userParamsSchema = z.object({ id: identifier });
export const invoiceParamsSchema = z.object({ id: identifier, invoiceNumber: z.string().regex(/^\d{6,20}$/, 'An invoice number is 6–20 digits') });
