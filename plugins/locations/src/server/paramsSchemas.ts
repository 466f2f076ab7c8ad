import { z } from 'zod';

/** Path parameters of the service-location routes; bounded so an absurd id is a 400, not a query. */
const identifier = z.string().min(1).max(100);

export const userParamsSchema = z.object({ id: identifier });
export const locationParamsSchema = z.object({ id: identifier, locationIdentifier: identifier });
