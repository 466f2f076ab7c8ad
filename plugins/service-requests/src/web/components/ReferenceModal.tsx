import { ModalActions, ModalDialog, ModalTitle } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { ReactNode } from 'react';

/**
 * The success modal of a sent request, fault report or feedback (requirements §2 "feedback success"): what
 * happened, the reference number to quote, and one button back.
 */
export function SuccessModal(props: {
  readonly title: string;
  readonly children?: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <ModalDialog kind="success" onDismiss={props.onClose}>
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
