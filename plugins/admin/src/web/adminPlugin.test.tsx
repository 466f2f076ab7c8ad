import { screen } from '@testing-library/react';
import { axeViolations, renderWithPortal, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { adminPlugin } from '../index';
import AdminPage from './pages/AdminPage';

/** Component tests run in jsdom: `npx vitest run plugins/admin/src/web`. */
describe('admin manifest', () => {
  it('contributes its page and admin menu step only to members of an admin group', () => {
    const admin = testPlugin(adminPlugin, { groups: ['users'] });
    // Each admin area adds its own pages and steps (gated by their own permissions); the front page is everyone's.
    expect(admin.routes.map((route) => route.ref.defaultPath)).toContain('/admin');
    expect(admin.menu.map((step) => [step.id, step.section])).toContainEqual(['admin.menu', 'admin']);
    expect(admin.menu.every((step) => step.section === 'admin')).toBe(true);
    // The audit page is the superusers' (admin.audit); a developer gets neither it nor the customer search.
    const superuser = testPlugin(adminPlugin, { groups: ['superusers'] });
    expect(superuser.menu.map((step) => step.id)).toContain('admin.audit');
    expect(admin.menu.map((step) => step.id)).toContain('admin.customers');
    const developer = testPlugin(adminPlugin, { groups: ['developers'] });
    expect(developer.routes.map((route) => route.ref.defaultPath)).not.toContain('/admin/asiakashaku');
    // The customer card is a page of the customer search (admin.users), with no menu step of its own.
    expect(admin.routes.map((route) => route.ref.defaultPath)).toContain('/admin/asiakashaku/:customerId');
    expect(developer.routes.map((route) => route.ref.defaultPath)).not.toContain('/admin/asiakashaku/:customerId');
    expect(admin.menu.map((step) => step.id)).not.toContain('admin.customerCard');
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

  it('lists the admin tools this admin may use, as links', async () => {
    renderWithPortal(<AdminPage />, { plugins: [adminPlugin], groups: ['users', 'superusers'] });
    expect(await screen.findByRole('link', { name: 'Asiakashaku' })).toHaveAttribute('href', '/admin/asiakashaku');
    expect(screen.getByRole('link', { name: 'Tapahtumaloki' })).toHaveAttribute('href', '/admin/tapahtumaloki');
  });

  it('names no tool the groups do not allow', async () => {
    renderWithPortal(<AdminPage />, { plugins: [adminPlugin], groups: ['developers'] });
    expect(await screen.findByRole('link', { name: 'Järjestelmän tila' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Asiakashaku' })).not.toBeInTheDocument();
  });
});
