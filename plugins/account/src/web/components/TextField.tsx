import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { themeColor } from '@portal/core';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.5rem;
    border: 1px solid ${themeColor('mutedText')};
    border-radius: 4px;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${themeColor('danger')};
  }
  input:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 1px;
  }
`;

const Hint = styled.span`
  font-size: 0.875em;
  color: ${themeColor('mutedText')};
`;

const Problem = styled.span`
  font-size: 0.875em;
  color: ${themeColor('danger')};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly hint?: string;
  /** Already translated; its presence marks the input invalid. */
  readonly error?: string | null;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby, so a screen reader
 * reads the problem together with the field when it gets focus.
 */
export function TextField({ label, value, onValue, hint, error, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && <Problem id={errorId}>{error}</Problem>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
