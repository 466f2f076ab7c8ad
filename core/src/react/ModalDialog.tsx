import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ModalKind } from '../plugin/modalRef';
import { themeColor } from '../host/themeColor';
import { focusableElements, keepTabInside } from './focusableElements';

const TitleIdContext = createContext<string | undefined>(undefined);

/** The modal's heading; it names the dialog for screen readers (aria-labelledby). */
export function ModalTitle({ children }: { children?: ReactNode }) {
  const id = useContext(TitleIdContext);
  return <Title id={id}>{children}</Title>;
}

export interface ModalDialogProps {
  readonly kind: ModalKind;
  readonly onDismiss: () => void;
  readonly children?: ReactNode;
}

/**
 * An accessible modal dialog frame (WAI-ARIA dialog pattern): role=dialog, aria-modal, named by its
 * ModalTitle; focus moves in, Tab stays inside, Escape dismisses, and focus returns to where it was.
 */
export function ModalDialog({ kind, onDismiss, children }: ModalDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    if (root) {
      // Components that render a plain heading instead of ModalTitle still get a name.
      if (!root.querySelector(`[id="${CSS.escape(titleId)}"]`)) {
        const heading = root.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
        if (heading) {
          heading.id ||= `${titleId}-heading`;
          root.setAttribute('aria-labelledby', heading.id);
        }
      }
      (focusableElements(root)[0] ?? root).focus();
    }
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [titleId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (dialog.current) keepTabInside(event, dialog.current);
  };

  return (
    <Backdrop>
      <Frame
        ref={dialog}
        role={kind === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal-kind={kind}
        onKeyDown={onKeyDown}
      >
        <TitleIdContext.Provider value={titleId}>{children}</TitleIdContext.Provider>
      </Frame>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.5);
  z-index: 1000;
`;

const Frame = styled.div`
  background: ${themeColor('background')};
  color: ${themeColor('text')};
  border-radius: 8px;
  padding: 1.5rem;
  max-width: min(32rem, calc(100vw - 2rem));
  width: 100%;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
  }
`;

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;

/** The row of buttons at the bottom of a modal, the main action first. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem 0.75rem;
  margin-top: 1.25rem;
`;
