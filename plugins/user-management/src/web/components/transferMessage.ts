import { TRANSFER_ERRORS, type TransferError } from '../../contract/userManagement';

/** requirements §8: the code a refused transfer carries (error.details.transferError), or UNKNOWN. */
export function transferErrorCode(details: Readonly<Record<string, unknown>> | undefined): TransferError | 'UNKNOWN' {
  const code = details?.transferError;
  return typeof code === 'string' && (TRANSFER_ERRORS as readonly string[]).includes(code) ? (code as TransferError) : 'UNKNOWN';
}
