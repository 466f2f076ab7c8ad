import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { SelectField } from './SelectField';

type Place = 'HOME' | 'COTTAGE';
const PLACES = [
  { value: 'HOME', label: 'Koti, Kotikatu 1' },
  { value: 'COTTAGE', label: 'Kesämökki, Rantatie 12 B 4' },
] as const;

function PlacePicker({ error }: { readonly error?: string }) {
  const [place, setPlace] = useState<Place>('HOME');
  return (
    <>
      <SelectField
        label="Käyttöpaikka"
        hint="Valitse paikka, jonka kulutus näytetään"
        value={place}
        onValue={setPlace}
        options={PLACES}
        error={error}
      />
      <output>{place}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is labelled, described by its hint, chosen by keyboard and hands the typed value back, axe clean', async () => {
    const user = userEvent.setup();
    renderWithPortal(<PlacePicker />);
    const select = screen.getByRole('combobox', { name: 'Käyttöpaikka' });
    expect(select).toHaveAccessibleDescription('Valitse paikka, jonka kulutus näytetään');
    await user.selectOptions(select, 'Kesämökki, Rantatie 12 B 4');
    expect(screen.getByRole('status')).toHaveTextContent('COTTAGE');
    expect(await axeViolations()).toEqual([]);
  });

  it('marks itself invalid and reads its error with the field', async () => {
    renderWithPortal(<PlacePicker error="Valitse käyttöpaikka" />);
    const select = screen.getByRole('combobox', { name: 'Käyttöpaikka' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Valitse käyttöpaikka/);
    expect(await axeViolations()).toEqual([]);
  });
});
