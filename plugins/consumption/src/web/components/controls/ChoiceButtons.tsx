import { FieldGroup, ToggleButton } from '@portal/core';

export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** One-of-many as a labelled group of toggle buttons (each says whether it is the chosen one). */
export function ChoiceButtons<V extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly choices: readonly Choice<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
}) {
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <ToggleButton key={choice.value} type="button" aria-pressed={choice.value === value} onClick={() => onChange(choice.value)}>
          {choice.label}
        </ToggleButton>
      ))}
    </FieldGroup>
  );
}
