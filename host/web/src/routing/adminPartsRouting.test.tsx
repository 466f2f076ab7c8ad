import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CORE_API_VERSION, createRouteRef, definePlugin, type AdminContributions } from '@portal/core';
import { renderHost } from '../testing/renderHost';

const TOOLS = createRouteRef({ id: 'tools.admin', path: '/hallinta/tyokalut' });

/** A plugin with nothing for customers and one admin page with its menu step, in its admin part. */
function toolsPlugin(load: () => Promise<AdminContributions>) {
  return definePlugin({ id: 'tools', version: '0.0.0', apiVersion: CORE_API_VERSION, enabledWhen: {}, admin: load });
}

const toolsAdmin: AdminContributions = {
  routes: [{ ref: TOOLS, page: async () => ({ default: () => <h1>Työkalut</h1> }) }],
  menu: [{ id: 'tools.admin', labelKey: 'menu.tools', route: TOOLS, section: 'admin', order: 1 }],
  startup: { fi: { menu: { tools: 'Työkalut' } }, sv: { menu: { tools: 'Verktyg' } }, en: { menu: { tools: 'Tools' } } },
};

describe('admin parts in the host', () => {
  it('opens an admin page loaded directly (a reload of /hallinta/...) once /me and the admin part are in, with its menu step', async () => {
    const load = vi.fn(async () => toolsAdmin);
    renderHost({ plugins: [toolsPlugin(load)], groups: ['superusers'], route: '/hallinta/tyokalut' });
    expect(await screen.findByRole('heading', { name: 'Työkalut', level: 1 })).toBeInTheDocument();
    // The router waited: "not found" never showed on the way.
    expect(screen.queryByRole('heading', { name: 'Sivua ei löytynyt' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads the admin part for a customer, whose admin path answers "not found"', async () => {
    const load = vi.fn(async () => toolsAdmin);
    renderHost({ plugins: [toolsPlugin(load)], groups: [], route: '/hallinta/tyokalut' });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
