import type { LocationGrant, ServerPluginContext } from '@portal/core/server';
import type { InvoiceSummary } from '../../contract/invoice';
import { activeInvoicedContract, loadDueDateSetting } from '../queries/dueDateSettings';
import { loadInvoiceLines } from '../queries/invoiceLines';
import { loadInvoiceRows } from '../queries/invoiceRows';
import { today } from '../today';
import { dueDateState } from './dueDateState';
import { toDetail, toListItem } from './invoiceDto';

/** The summary of one place the user may see (the grant says how): due-day state, latest invoice, all invoices. */
export async function loadSummary(context: ServerPluginContext, grant: LocationGrant): Promise<InvoiceSummary> {
  const date = today(context);
  const rows = await loadInvoiceRows(context.db, context.company, [grant.locationIdentifier], date);
  const contractId = (await activeInvoicedContract(context.db, grant.locationIdentifier, date)) ?? null;
  const setting = contractId ? await loadDueDateSetting(context.db, contractId) : null;
  const state = dueDateState(setting, contractId !== null, grant.right, date);
  const latest = rows[0];
  const lines = latest ? await loadInvoiceLines(context.db, [latest.invoiceNumber]) : new Map();
  return {
    invoiceDueDateCode: state.code,
    canChangeDueDate: state.canChange,
    dueDateChangeBlockedReason: state.blockedReason,
    lastChangedDate: state.lastChangedDate,
    nextChangeDate: state.nextChangeDate,
    detail: latest ? toDetail(latest, lines.get(latest.invoiceNumber) ?? []) : null,
    invoices: rows.map(toListItem),
  };
}
