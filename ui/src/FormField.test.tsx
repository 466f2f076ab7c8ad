import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { useFormErrors } from './useFormErrors';

const FIELDS = ['email', 'code'] as const;

function Form() {
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.show({ email: email ? null : 'Anna sähköpostiosoite', code: code ? null : 'Anna koodi' });
      }}
    >
      <ErrorSummary problems={form.problems} />
      <TextField
        id={form.fieldId('email')}
        label="Sähköposti"
        hint="Esim. nimi@example.fi"
        value={email}
        onValue={setEmail}
        error={form.errors.email}
      />
      <TextField id={form.fieldId('code')} label="Koodi" value={code} onValue={setCode} error={form.errors.code} />
      <button type="submit">Lähetä</button>
    </form>
  );
}

describe('TextField and ErrorSummary', () => {
  it('ties hint and error to the input, and the summary takes focus and links to each field', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Form />);
    const email = screen.getByLabelText('Sähköposti');
    expect(email).toHaveAccessibleDescription('Esim. nimi@example.fi');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Korjaa seuraavat kohdat');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Esim. nimi@example.fi Virhe: Anna sähköpostiosoite');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Anna koodi' }));
    expect(screen.getByLabelText('Koodi')).toHaveFocus();

    await user.type(email, 'a@b.fi');
    await user.type(screen.getByLabelText('Koodi'), '123');
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
