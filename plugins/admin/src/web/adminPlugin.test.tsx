import { screen } from '@testing-library/react';
import { axeViolations, renderWithPortal, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { adminPlugin } from '../index';
import AdminPage from './pages/AdminPage';

/** Component tests run in jsdom: `npx vitest run plugins/admin/src/web`. */
describe('admin manifest', () => {
  it('contributes its page and admin menu step only to members of an admin group', () => {
    const admin = testPlugin(adminPlugin, { groups: ['users'] });
    expect(admin.routes.map((route) => route.ref.defaultPath)).toContain('/admin');
    expect(admin.menu.map((step) => [step.id, step.section])).toContainEqual(['admin.menu', 'admin']);
    expect(admin.menu.every((step) => step.section === 'admin')).toBe(true);
    const customer = testPlugin(adminPlugin, { groups: [] });
    expect([customer.routes, customer.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(adminPlugin)).toEqual([]);
  });
});

describe('admin front page', () => {
  it('names the page and points at the admin menu, with no accessibility violations', async () => {
    renderWithPortal(<AdminPage />, { plugins: [adminPlugin] });
    expect(screen.getByRole('heading', { level: 1, name: 'Ylläpito' })).toBeInTheDocument();
    expect(screen.getByText(/Valitse työkalu ylläpitovalikosta/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
