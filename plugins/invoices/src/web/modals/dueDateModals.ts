import { createModalRef } from '@portal/core';
import type { DueDateCode } from '../../contract/dueDate';

/** SPEC's modal pattern for the due-day change: confirm, then success (errors use core's modals). */
export const DUE_DATE_CONFIRM_MODAL = createModalRef<{ readonly code: DueDateCode }, true>({ id: 'invoices.dueDateConfirm', kind: 'confirm' });
export const DUE_DATE_CHANGED_MODAL = createModalRef<{ readonly code: DueDateCode }, void>({ id: 'invoices.dueDateChanged', kind: 'success' });
