import { FormField } from '@portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const controlStyle = `
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid currentColor;
  border-radius: 4px;
  max-width: 100%;
`;

const Select = styled.select`
  ${controlStyle}
  min-width: 16rem;
`;

const TextArea = styled.textarea`
  ${controlStyle}
  width: 100%;
  min-height: 6rem;
`;

/** A labelled select (core's FormField ties the label, hint and error to it). */
export function SelectField<V extends string>(props: {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly value: V | '';
  readonly options: readonly { readonly value: V; readonly label: string }[];
  /** The empty first choice, when nothing is chosen yet. */
  readonly placeholder?: string;
  readonly onValue: (value: V) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Select {...control} value={props.value} onChange={(event) => props.onValue(event.target.value as V)}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField(props: {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly value: string;
  readonly maxLength?: number;
  readonly onValue: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <TextArea {...control} value={props.value} maxLength={props.maxLength ?? 2000} onChange={(event) => props.onValue(event.target.value)} />
      )}
    </FormField>
  );
}
