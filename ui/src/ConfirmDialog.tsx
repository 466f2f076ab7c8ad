import type { ReactNode } from 'react';
import { PrimaryButton, SecondaryButton } from './buttons';
import { ModalActions, ModalDialog, ModalTitle } from '@portal/core';

export interface ConfirmDialogProps {
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** The action's own name ("Poista", "Kytke päälle"), never a bare "OK". */
  readonly confirmLabel: ReactNode;
  readonly cancelLabel: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The action is running: the confirm button waits. */
  readonly busy?: boolean;
}

/**
 * requirements §2's confirm step as one piece: a title, what will happen, the action and a way out (Escape and
 * the cancel button). For a page's own flows (admin writes); contributed modals use the modal service.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <ModalDialog kind="confirm" onDismiss={onCancel}>
      <ModalTitle>{title}</ModalTitle>
      {children && <div>{children}</div>}
      <ModalActions>
        <PrimaryButton type="button" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          {cancelLabel}
        </SecondaryButton>
      </ModalActions>
    </ModalDialog>
  );
}
