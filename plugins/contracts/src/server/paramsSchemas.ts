import { z } from 'zod';

/** Path parameters; bounded so an absurd id is a 400, not a query. */
const identifier = z.string().min(1).max(100);

export const locationParamsSchema = z.object({ id: identifier, locationIdentifier: identifier });
export const leadParamsSchema = z.object({ id: identifier, leadId: identifier });
