import { z } from 'zod';

// Ids as the route guard accepts them (UUIDs, the demo's numeric ids): anything else is nobody.
const userId = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'Not a user id');
const placeId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Not a location identifier');

export const userParamsSchema = z.object({ priwattiUserId: userId });
export const emailParamsSchema = z.object({ email: z.string().trim().min(3).max(254) });
export const placeParamsSchema = z.object({ id: userId, locationIdentifier: placeId });
