import { useApiMutation } from '@portal/core';
import { einvoicingResponseSchema, INVOICE_API, type EinvoiceProposalBody } from '../../contract';

/** Sends an e-invoice proposal; field errors stay in the form (no modal), other failures use core's. */
export function useEinvoiceProposal(userId: string | null) {
  return useApiMutation(
    (api, body: EinvoiceProposalBody) => api.post(INVOICE_API.einvoiceProposal(userId ?? ''), body, { schema: einvoicingResponseSchema }),
    { invalidates: userId ? [INVOICE_API.einvoicing(userId)] : [], showErrorModal: false },
  );
}
