import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './CheckboxField';

function Toggle() {
  const [on, setOn] = useState(false);
  return <CheckboxField label="Lämpötila" checked={on} onChange={(event) => setOn(event.target.checked)} />;
}

describe('CheckboxField', () => {
  it('is a checkbox named by its label, toggled by a click on the text too', async () => {
    render(<Toggle />);
    const box = screen.getByRole('checkbox', { name: 'Lämpötila' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Lämpötila'));
    expect(box).toBeChecked();
  });

  it('draws the box at 24 × 24 px, the WCAG 2.5.8 target size', () => {
    render(<CheckboxField label="Valinta" type="radio" name="g" readOnly />);
    const radio = screen.getByRole('radio', { name: 'Valinta' });
    const style = getComputedStyle(radio);
    expect([style.width, style.height]).toEqual(['24px', '24px']);
  });
});
