import { useId, type ReactNode } from 'react';
import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** What a control inside a FormField spreads onto itself, so its label, hint and error reach it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

export interface FormFieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Already translated; its presence marks the control invalid. */
  readonly error?: string | null;
  /** The control's id; give it when an error summary links to the field. */
  readonly id?: string;
  /** Announce the error as it appears (role="alert"), for a field that is checked without a summary. */
  readonly announceError?: boolean;
  /** The control, built from the props it must carry. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error tied to it by aria-describedby, so a screen reader reads
 * the problem with the field (GOV.UK form pattern: label, hint, error, then the control).
 */
export function FormField({ label, hint, error, id, announceError, children }: FormFieldProps) {
  const { t } = useTranslation('core');
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field $invalid={Boolean(error)}>
      <label htmlFor={controlId}>{label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <Problem id={errorId} role={announceError ? 'alert' : undefined}>
          <VisuallyHidden>{t('kit.errorPrefix')} </VisuallyHidden>
          {error}
        </Problem>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
    </Field>
  );
}

const Field = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding-left: ${(p) => (p.$invalid ? '0.75rem' : '0')};
  border-left: ${(p) => (p.$invalid ? `4px solid ${themeColor('danger')(p)}` : 'none')};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${themeColor('mutedText')};
    border-radius: 4px;
    background: ${themeColor('background')};
    color: ${themeColor('text')};
    max-width: 100%;
  }
  input,
  select,
  textarea {
    /* min() with a percentage keeps a field (a select with long options) from widening the page on a phone. */
    width: min(30rem, 100%);
    box-sizing: border-box;
  }
  select {
    align-self: flex-start;
  }
  [aria-invalid='true'] {
    border: 2px solid ${themeColor('danger')};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 1px;
  }
`;

const Hint = styled.span`
  font-size: 0.9em;
  color: ${themeColor('mutedText')};
`;

const Problem = styled.span`
  font-size: 0.9em;
  font-weight: 600;
  color: ${themeColor('danger')};
`;
