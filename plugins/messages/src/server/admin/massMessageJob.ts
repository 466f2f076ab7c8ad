import { COMPANIES, defineJob, MASS_MESSAGE_JOB, type CompanyCode } from '@portal/core/server';
import type { CompanyMessagePayload } from './companyMessageKind';
import { deliverMassMessage } from './deliverMassMessage';
import { companyRecipients } from './recipients';

export interface MassMessageJobData {
  readonly massMessageId: string;
  readonly company: CompanyCode;
  /** Null: every customer of the company; else the customer codes of a targeted sending. */
  readonly customerCodes: readonly string[] | null;
  readonly payload: CompanyMessagePayload;
}

// No flag check (docs/jobs.md "Feature flags in jobs"): an administrator's announcement to the
// customers they chose, sent to the same people as the synchronous sending routes (which check no
// customer flag either). messageBox hides the box, not the company's right to reach its customers:
// the notice still goes by e-mail, and the box shows it when switched on again.
/**
 * The asynchronous mass message (core's MASS_MESSAGE_JOB, listed with its progress at
 * GET /api/admin/background-process/v1/mass-message). Recipients are read when it runs, so a customer
 * who joined between sending and running gets it too; a retried attempt skips those already done.
 */
export const massMessageJob = defineJob<MassMessageJobData>({
  name: MASS_MESSAGE_JOB,
  retryLimit: 3,
  async run(data, { db, notifications, progress }) {
    if (!(COMPANIES as readonly string[]).includes(data.company)) throw new Error(`Unknown company ${data.company}`);
    const recipients = await companyRecipients(db, data.company, data.customerCodes ?? undefined);
    await progress(0, recipients.length);
    await deliverMassMessage(notifications, recipients, data.massMessageId, data.payload, progress);
  },
});
