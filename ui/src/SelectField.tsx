import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';
import { FormField } from './FormField';

export interface SelectOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  readonly label: ReactNode;
  readonly value: Value;
  readonly onValue: (value: Value) => void;
  readonly options: readonly SelectOption<Value>[];
  readonly hint?: ReactNode;
  /** Already translated; its presence marks the select invalid. */
  readonly error?: string | null;
  readonly selectRef?: Ref<HTMLSelectElement>;
  /** See FormField: for a field checked without an error summary. */
  readonly announceError?: boolean;
}

/**
 * A FormField holding a native select: the keyboard, screen reader and phone pickers work as the
 * platform makes them. The arrow is drawn in its own padding, so a long option ("Kesämökki,
 * Rantatie 12 B 4") ends in an ellipsis before the arrow instead of running under it.
 */
export function SelectField<Value extends string>({
  label,
  value,
  onValue,
  options,
  hint,
  error,
  selectRef,
  id,
  announceError,
  ...select
}: SelectFieldProps<Value>) {
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <FormField label={label} hint={hint} error={error} id={id} announceError={announceError}>
      {(control) => (
        <Select
          {...select}
          {...control}
          ref={selectRef}
          value={value}
          onChange={(event) => {
            const chosen = byValue.get(event.target.value);
            if (chosen !== undefined) onValue(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

// FormField styles the box (border, size, colours); this adds the arrow and keeps text clear of it.
const Select = styled.select`
  appearance: none;
  padding-right: 2.25rem !important;
  text-overflow: ellipsis;
  white-space: nowrap;
  overflow: hidden;
  background-image:
    linear-gradient(45deg, transparent 50%, ${themeColor('text')} 50%), linear-gradient(135deg, ${themeColor('text')} 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 50%,
    calc(100% - 0.75rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;
