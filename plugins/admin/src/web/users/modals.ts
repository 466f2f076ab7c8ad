import { createModalRef } from '@portal/core';

/** What the confirm modal asks: already translated, so one modal serves every user-admin write. */
export interface AdminConfirmProps {
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
}

/** requirements §4 modal flow for user admin: create, delete, authenticate, grant and revoke ask first. */
export const ADMIN_USERS_CONFIRM_MODAL = createModalRef<AdminConfirmProps, 'confirmed'>({ id: 'admin.usersConfirm', kind: 'confirm' });
