import { ModalActions, ModalDialog, ModalTitle } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { ReactNode } from 'react';

/** A confirm step (requirements §2's confirm → success or error modals): the action and a way out. */
export function ConfirmModal(props: {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <ModalDialog kind="confirm" onDismiss={props.onCancel}>
      <ModalTitle>{props.title}</ModalTitle>
      <div>{props.children}</div>
      <ModalActions>
        <PrimaryButton type="button" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={props.onCancel}>
          {props.cancelLabel}
        </SecondaryButton>
      </ModalActions>
    </ModalDialog>
  );
}

/** An outcome step: success, error or info, closed with one button. */
export function MessageModal(props: {
  readonly kind: 'success' | 'error' | 'info';
  readonly title: string;
  readonly children?: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <ModalDialog kind={props.kind} onDismiss={props.onClose}>
      <ModalTitle>{props.title}</ModalTitle>
      {props.children && <div>{props.children}</div>}
      <ModalActions>
        <PrimaryButton type="button" onClick={props.onClose}>
          {props.closeLabel}
        </PrimaryButton>
      </ModalActions>
    </ModalDialog>
  );
}
