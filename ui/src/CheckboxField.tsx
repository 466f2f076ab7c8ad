import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';

/**
 * The browser's own box is about 13 px, under WCAG 2.5.8's 24 × 24 px target; the kit draws it at 24
 * (the native control keeps its keyboard, screen reader and forced-colours behaviour).
 */
const TARGET_PX = 24;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${TARGET_PX}px;
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: ${TARGET_PX}px;
  height: ${TARGET_PX}px;
  margin: 0;
  accent-color: ${themeColor('primary')};
  cursor: pointer;
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible text; the whole label is the target. */
  readonly label: ReactNode;
  /** `radio` gives a radio button of the same size, for a group in a FieldGroup. */
  readonly type?: 'checkbox' | 'radio';
}

/** A checkbox (or radio button) with its label, at least 24 × 24 px: the kit's way to draw one. */
export function CheckboxField({ label, type = 'checkbox', ...input }: CheckboxFieldProps) {
  return (
    <Label>
      <Box {...input} type={type} />
      {label}
    </Label>
  );
}
