import { createModalRef } from '@portal/core';

/** requirements §2/§8 "user delete": confirm before the account is deleted (what goes and what stays is said on the page). */
export const DELETE_ACCOUNT_CONFIRM_MODAL = createModalRef<{ readonly email: string }, 'confirmed'>({
  id: 'settings.deleteAccountConfirm',
  kind: 'confirm',
});
