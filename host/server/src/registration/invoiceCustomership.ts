import { ApiError, type AddedCustomership, type CompanyCode, type InvoiceCustomershipInput, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { InvoiceReferencesService } from '@portal/plugin-invoices/common';
import type { FastifyRequest } from 'fastify';
import { linkCustomerships } from './customerLinks';
import type { CustomerRecord } from './customerRegister';
import { proveByInvoice } from './invoiceProof';
import { MAX_PROOF_FAILURES_PER_HOUR, proofFailuresInLastHour, recordProofFailure } from './registrationThrottle';

/** The same calendar day a year back (29.2. becomes 28.2.): "an invoice from the last 12 months". */
export function yearBefore(localDate: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const safeDay = month === 2 && day === 29 ? 28 : day;
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(safeDay).padStart(2, '0')}`;
}

/** What the invoice proof needs of the server: the context's db, clock and audit log, and the mounted plugins' proofs. */
export type InvoiceProofContext = Pick<ServerPluginContext, 'db' | 'now' | 'audit'>;

/**
 * The one invoice proof of the portal (registration's and user management's addCustomership): refused
 * while the user has MAX_PROOF_FAILURES_PER_HOUR failures in the last hour; a mismatch is recorded and
 * audited and answers one message for both halves, so which one was wrong is not said.
 */
export async function proveInvoiceCustomership(
  context: InvoiceProofContext,
  invoiceReferences: InvoiceReferencesService | undefined,
  request: FastifyRequest,
  userId: string,
  input: { company: CompanyCode; customerNumber: string; invoiceReference: string },
): Promise<CustomerRecord> {
  const now = context.now();
  if ((await proofFailuresInLastHour(context.db, userId, now)) >= MAX_PROOF_FAILURES_PER_HOUR) {
    await context.audit(request, { kind: 'customership.proofFailed', userId, details: { proof: 'invoice', reason: 'lockedOut' } });
    throw new ApiError('TOO_MANY_REQUESTS', 'Too many failed attempts; try again in an hour');
  }
  const proven = await proveByInvoice(
    context.db,
    invoiceReferences,
    { company: input.company, customerCode: input.customerNumber, invoiceReference: input.invoiceReference },
    yearBefore(localDateOf(now)),
  );
  if (!proven) {
    await recordProofFailure(context.db, userId, now);
    await context.audit(request, { kind: 'customership.proofFailed', userId, details: { proof: 'invoice', reason: 'mismatch' } });
    throw new ApiError('INVALID_CODE', 'The customer number and invoice reference do not match a recent invoice', 'body');
  }
  return proven;
}

/**
 * core's customershipsServiceRef (addByInvoice): the invoice proof at this portal's company, then the
 * code linked as registration links it (customerships row, owner grants), in one transaction.
 */
export async function addCustomershipByInvoice(
  context: InvoiceProofContext & { company: CompanyCode },
  invoiceReferences: InvoiceReferencesService | undefined,
  request: FastifyRequest,
  userId: string,
  input: InvoiceCustomershipInput,
): Promise<AddedCustomership> {
  const proven = await proveInvoiceCustomership(context, invoiceReferences, request, userId, { company: context.company, ...input });
  if (input.customerType && proven.customerType !== input.customerType) {
    throw new ApiError(
      'BAD_REQUEST',
      `The customer number is not a ${input.customerType === 'B2B' ? 'business' : 'consumer'} customer`,
      'body.customerNumber',
    );
  }
  return context.db.transaction(async (tx) => {
    const [linked] = await linkCustomerships(tx, userId, [proven]);
    if (linked) {
      await context.audit(
        request,
        { kind: 'customership.added', userId, details: { proof: 'invoice', customerships: [`${linked.company}:${linked.customerCode}`] } },
        tx,
      );
    }
    return { customerCode: proven.customerCode, customerType: proven.customerType, added: Boolean(linked), places: linked?.places ?? 0 };
  });
}
