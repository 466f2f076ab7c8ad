import { StatusBadge, type BadgeTone } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { InvoiceStatus } from '../../contract';

const TONE: Record<InvoiceStatus, BadgeTone> = { open: 'info', overdue: 'danger', paid: 'success', complete: 'neutral' };

/** An invoice's status as the kit's badge: in words, tinted by what it means for the customer. */
export function InvoiceStatusBadge({ status }: { readonly status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <StatusBadge tone={TONE[status]}>{t(`status.${status}`)}</StatusBadge>;
}
