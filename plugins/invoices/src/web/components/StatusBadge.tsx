import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import type { InvoiceStatus } from '../../contract';

const Badge = styled.span<{ $status: InvoiceStatus }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.85em;
  white-space: nowrap;
  color: ${(p) =>
    p.$status === 'overdue' ? themeColor('danger')(p) : p.$status === 'open' ? themeColor('primary')(p) : themeColor('success')(p)};
`;

/** The status in words (never by colour alone), coloured for a quick scan. */
export function StatusBadge({ status }: { readonly status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <Badge $status={status}>{t(`status.${status}`)}</Badge>;
}
