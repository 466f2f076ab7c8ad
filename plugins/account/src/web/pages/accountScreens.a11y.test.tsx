import { axeViolations } from '@portal/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';

describe('account screens accessibility', () => {
  it.each(['/kirjaudu', '/rekisteroidy', '/vahvista', '/unohtunut-salasana', '/uusi-salasana', '/vaihda-salasana'])(
    '%s has no WCAG A/AA structure violations, also with every field in error',
    async (path) => {
      renderAccount(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(await axeViolations()).toEqual([]);
      const submit = screen.getAllByRole('button').at(0);
      if (submit && heading) await userEvent.click(submit);
      expect(await axeViolations()).toEqual([]);
    },
  );
});
