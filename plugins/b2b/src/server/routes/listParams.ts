import { z } from 'zod';

/** `:companyReferenceId` (a customer code) and `:id` of every list route. */
export const listParamsSchema = z.object({
  companyReferenceId: z.string().min(1).max(40),
  id: z.string().min(1).max(100),
});

export const placeParamsSchema = listParamsSchema.extend({
  compositeLocationIdentifier: z.string().min(1).max(100),
});

export const LIST_URL = '/v2/b2b/company/:companyReferenceId/servicelocation/user/:id';
export const LIST_PATH_PARAMS = { companyReferenceId: { resource: 'company' }, id: 'ownUserId' } as const;
export const PLACE_PATH_PARAMS = { ...LIST_PATH_PARAMS, compositeLocationIdentifier: { resource: 'location' } } as const;
