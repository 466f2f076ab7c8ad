import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ModalActions, ModalDialog, ModalTitle, useTranslation } from '@portal/core';
import { PrimaryButton, SecondaryButton } from './buttons';

/** What the confirm step says: a title, what will happen, and the action's own name (never "OK"). */
export interface ConfirmStep {
  readonly title: ReactNode;
  readonly body?: ReactNode;
  readonly confirmLabel: ReactNode;
}

/** What the outcome step says once the action has run. */
export interface OutcomeStep {
  readonly title: ReactNode;
  readonly body?: ReactNode;
}

export interface ConfirmFlow<Result> {
  readonly confirm: ConfirmStep;
  /** The write. It runs once, after the person confirmed; the confirm button waits meanwhile. */
  readonly action: () => Promise<Result>;
  readonly success: (result: Result) => OutcomeStep;
  readonly failure: (error: unknown) => OutcomeStep;
}

type FlowState =
  | { readonly step: 'closed' }
  | { readonly step: 'confirm'; readonly confirm: ConfirmStep; readonly run: () => void; readonly busy: boolean }
  | { readonly step: 'success' | 'error'; readonly outcome: OutcomeStep };

export interface ConfirmFlowControl {
  /** Opens the confirm step of a flow; a flow already open is replaced. */
  readonly start: <Result>(flow: ConfirmFlow<Result>) => void;
  /** The dialog of the current step (nothing when closed): render it once in the page. */
  readonly dialog: ReactNode;
}

/**
 * The portal's write pattern — confirm, then success or error (requirements §2) — as one hook, so a
 * page does not draw its own pair of dialogs. Cancelling (the button or Escape) runs nothing; the
 * outcome dialog closes with one button. Focus moves into each dialog and back to the page after it.
 */
export function useConfirmFlow(): ConfirmFlowControl {
  const { t } = useTranslation('core');
  const [state, setState] = useState<FlowState>({ step: 'closed' });
  // A flow started after this one was opened must not be overwritten by this one's late outcome.
  const current = useRef(0);
  const close = useCallback(() => {
    current.current += 1;
    setState({ step: 'closed' });
  }, []);

  const start = useCallback(<Result,>(flow: ConfirmFlow<Result>) => {
    const id = ++current.current;
    const run = () => {
      setState((s) => (s.step === 'confirm' ? { ...s, busy: true } : s));
      flow.action().then(
        (result) => {
          if (current.current === id) setState({ step: 'success', outcome: flow.success(result) });
        },
        (error: unknown) => {
          if (current.current === id) setState({ step: 'error', outcome: flow.failure(error) });
        },
      );
    };
    setState({ step: 'confirm', confirm: flow.confirm, run, busy: false });
  }, []);

  let dialog: ReactNode = null;
  if (state.step === 'confirm') {
    dialog = (
      <ModalDialog kind="confirm" onDismiss={state.busy ? () => undefined : close}>
        <ModalTitle>{state.confirm.title}</ModalTitle>
        {state.confirm.body && <div>{state.confirm.body}</div>}
        <ModalActions>
          <PrimaryButton type="button" onClick={state.run} disabled={state.busy} aria-busy={state.busy || undefined}>
            {state.confirm.confirmLabel}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={close} disabled={state.busy}>
            {t('common.cancel')}
          </SecondaryButton>
        </ModalActions>
      </ModalDialog>
    );
  } else if (state.step !== 'closed') {
    dialog = (
      <ModalDialog kind={state.step} onDismiss={close}>
        <ModalTitle>{state.outcome.title}</ModalTitle>
        {state.outcome.body && <div>{state.outcome.body}</div>}
        <ModalActions>
          <PrimaryButton type="button" onClick={close}>
            {t('common.close')}
          </PrimaryButton>
        </ModalActions>
      </ModalDialog>
    );
  }
  return { start, dialog };
}
