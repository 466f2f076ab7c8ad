import { useApi } from '@portal/core';
import { z } from 'zod';
import type { VatMode } from '../../contract';

const placeVatSchema = z.object({ vat: z.boolean() }).passthrough();

/**
 * requirements §5: VAT is shown by default unless the place says otherwise (a company place shows VAT 0).
 * The place says so in requirements §3 location detail's `vat`, read from the service-location details call.
 * Until it answers (or if it fails) the default is with VAT.
 */
export function usePlaceVatMode(userId: string | null, locationIdentifier: string): VatMode {
  const path = userId
    ? `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}/details`
    : null;
  const detail = useApi(path ? ([path, { utilityType: 'ALL' }] as const) : null, placeVatSchema);
  return detail.data?.vat === false ? 'VAT_0' : 'VAT_24';
}
