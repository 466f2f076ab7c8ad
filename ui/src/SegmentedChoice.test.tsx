import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { SegmentedChoice } from './SegmentedChoice';

function Periods() {
  const [value, setValue] = useState<'day' | 'week' | 'month'>('week');
  return (
    <SegmentedChoice
      label="Aikaväli"
      value={value}
      onChange={setValue}
      choices={[
        { value: 'day', label: 'Päivä' },
        { value: 'week', label: 'Viikko' },
        { value: 'month', label: 'Kuukausi' },
      ]}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group with one tab stop; arrows move and choose, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Periods />);
    expect(screen.getByRole('radiogroup', { name: 'Aikaväli' })).toBeInTheDocument();
    const week = screen.getByRole('radio', { name: 'Viikko' });
    expect(week).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Päivä' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(week).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Kuukausi' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kuukausi' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Päivä' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Kuukausi' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Viikko' }));
    expect(week).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });
});
