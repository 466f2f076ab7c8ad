import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axeViolations';

describe('axeViolations', () => {
  it('is empty for labelled controls', async () => {
    render(
      <main>
        <label htmlFor="name">Nimi</label>
        <input id="name" />
        <button type="button">Tallenna</button>
      </main>,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('names the rule and the element for a control without a name', async () => {
    render(
      <main>
        <button type="button" />
      </main>,
    );
    const violations = await axeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^button-name: .* at button$/);
  });
});
