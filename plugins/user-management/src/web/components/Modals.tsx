import { ModalActions, ModalDialog, ModalTitle } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { ReactNode } from 'react';

/** The dialog a flow shows now: requirements §2's confirm step, then its success (or error) step. */
export type Dialog =
  | { readonly kind: 'confirm'; readonly title: string; readonly body: ReactNode; readonly confirmLabel: string; readonly onConfirm: () => void }
  | { readonly kind: 'success' | 'error' | 'info'; readonly title: string; readonly body?: ReactNode };

/** Draws one Dialog; confirm has the action and a way out, the others close with one button. */
export function DialogView(props: {
  readonly dialog: Dialog;
  readonly busy: boolean;
  readonly cancelLabel: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  const { dialog } = props;
  if (dialog.kind === 'confirm') {
    return (
      <ModalDialog kind="confirm" onDismiss={props.onClose}>
        <ModalTitle>{dialog.title}</ModalTitle>
        <div>{dialog.body}</div>
        <ModalActions>
          <PrimaryButton type="button" onClick={dialog.onConfirm} disabled={props.busy}>
            {dialog.confirmLabel}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={props.onClose}>
            {props.cancelLabel}
          </SecondaryButton>
        </ModalActions>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog kind={dialog.kind} onDismiss={props.onClose}>
      <ModalTitle>{dialog.title}</ModalTitle>
      {dialog.body && <div>{dialog.body}</div>}
      <ModalActions>
        <PrimaryButton type="button" onClick={props.onClose}>
          {props.closeLabel}
        </PrimaryButton>
      </ModalActions>
    </ModalDialog>
  );
}
