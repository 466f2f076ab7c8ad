import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';
import { focusRing } from './focusRing';

export interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
}

export interface SegmentedChoiceProps<Value extends string> {
  /** Names the group ("Aikaväli", "Hinnat"); shown above the buttons unless `hideLabel`. */
  readonly label: string;
  /** For a group whose purpose the heading next to it already shows; the label still names it. */
  readonly hideLabel?: boolean;
  readonly choices: readonly Choice<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * One of a few choices as joined buttons, with radio-group semantics (WAI-ARIA radio pattern): one
 * tab stop for the group, arrow keys move and choose, Home/End jump to the ends.
 */
export function SegmentedChoice<Value extends string>({ label, hideLabel, choices, value, onChange }: SegmentedChoiceProps<Value>) {
  const group = useRef<HTMLDivElement>(null);
  const labelId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = choices.findIndex((c) => c.value === value);
    let next: number | undefined;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % choices.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + choices.length) % choices.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = choices.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const choice = choices[next];
    if (!choice) return;
    onChange(choice.value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <Wrapper>
      {!hideLabel && <Label id={labelId}>{label}</Label>}
      <Group
        ref={group}
        role="radiogroup"
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? undefined : labelId}
        onKeyDown={onKeyDown}
      >
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <Segment
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(choice.value)}
            >
              {choice.label}
            </Segment>
          );
        })}
      </Group>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

const Label = styled.span`
  font-weight: 600;
`;

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 2px solid ${themeColor('primary')};
  border-radius: 6px;
  overflow: hidden;
  max-width: 100%;
`;

const Segment = styled.button`
  font: inherit;
  flex: 1 1 auto;
  text-align: center;
  min-height: 2.25rem;
  padding: 0.3rem 0.85rem;
  border: none;
  border-right: 1px solid ${themeColor('primary')};
  background: ${themeColor('background')};
  color: ${themeColor('primary')};
  cursor: pointer;
  &:last-child {
    border-right: none;
  }
  &[aria-checked='true'] {
    background: ${themeColor('primary')};
    color: ${themeColor('primaryText')};
    font-weight: 600;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;
