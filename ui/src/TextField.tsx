import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: ReactNode;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly hint?: ReactNode;
  /** Already translated; its presence marks the input invalid. */
  readonly error?: string | null;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** See FormField: for a field checked without an error summary. */
  readonly announceError?: boolean;
}

/** A FormField holding a text input: the kit's e-mail, code, password and number fields. */
export function TextField({ label, value, onValue, hint, error, inputRef, id, announceError, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} announceError={announceError}>
      {(control) => <input {...input} {...control} ref={inputRef} value={value} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
}
