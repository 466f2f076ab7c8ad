import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { benefitClaimSchema, customerBenefitsResponseSchema, type AdminBenefit, type CustomerBenefitsResponse } from '../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../contract/paths';
import { customerBenefitsPlugin } from '../index';
import { customerBenefitsDemoAnswers } from './demoAnswers';
import CustomerBenefitsAdminPage from './pages/CustomerBenefitsAdminPage';
import CustomerBenefitsPage from './pages/CustomerBenefitsPage';

/** Component tests run in jsdom: `npx vitest run plugins/customer-benefits/src/web`. */
const USER = 'u-1';
const LIST: CustomerBenefitsResponse = {
  benefits: [
    {
      id: 'b-1',
      title: { fi: 'Elokuvaliput' },
      description: { fi: 'Kaksi yhden hinnalla.' },
      partner: 'Kino',
      validUntil: '2026-03-31',
      claim: null,
    },
    {
      id: 'b-2',
      title: { fi: 'Katselmus' },
      description: { fi: '20 % alennus.' },
      partner: null,
      validUntil: null,
      claim: { code: 'ENERGIA20', claimedAt: '2026-01-10T08:00:00.000Z' },
    },
  ],
};
const ADMIN_ROW: AdminBenefit = {
  id: 'b-1',
  company: 'VARE',
  title: { fi: 'Elokuvaliput' },
  description: { fi: 'Kaksi yhden hinnalla.' },
  partner: 'Kino',
  code: 'KINO2X1',
  modes: ['B2C'],
  validUntil: null,
  claims: 3,
  createdAt: '2026-01-01T08:00:00.000Z',
};

const renderPage = (answer: FakeApiRoutes[string], more: FakeApiRoutes = {}) =>
  renderWithPortal(<CustomerBenefitsPage />, {
    plugins: [customerBenefitsPlugin],
    flags: { customerBenefits: true },
    userId: USER,
    api: { [`GET ${CUSTOMER_BENEFITS_API.benefits(USER)}`]: answer, ...more },
  });

describe('customer-benefits manifest', () => {
  it('contributes the page and menu step with the flag, and the admin step only with admin.benefits', () => {
    const on = testPlugin(customerBenefitsPlugin, { flags: { customerBenefits: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/asiakasedut']);
    expect(on.menu.map((step) => step.id)).toEqual(['customer-benefits.menu']);
    const admin = testPlugin(customerBenefitsPlugin, { flags: { customerBenefits: true }, groups: ['benefits', 'origin-VARE'] });
    expect(admin.menu.map((step) => [step.id, step.section]).sort()).toEqual([
      ['customer-benefits.admin', 'admin'],
      ['customer-benefits.menu', 'services'],
    ]);
    const off = testPlugin(customerBenefitsPlugin, { flags: { customerBenefits: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(customerBenefitsPlugin)).toEqual([]);
  });

  it('answers demo mode in the contract shapes', () => {
    expect(customerBenefitsResponseSchema.safeParse(customerBenefitsDemoAnswers.customerBenefits.answer()).success).toBe(true);
    expect(benefitClaimSchema.safeParse(customerBenefitsDemoAnswers.claimBenefit.answer({ benefitId: 'demo-vare-charger' })).success).toBe(true);
  });
});

describe('customer benefits page', () => {
  it('shows the benefits, a claimed one with its code, with no accessibility violations', async () => {
    renderPage(LIST);
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakasedut' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Elokuvaliput' })).toBeInTheDocument();
    expect(screen.getByText('Kumppani: Kino')).toBeInTheDocument();
    expect(screen.getByText('Voimassa 31.3.2026 asti')).toBeInTheDocument();
    expect(screen.getByText('ENERGIA20')).toBeInTheDocument();
    expect(screen.getByText('10.1.2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('claims a benefit and shows its code from the reloaded list', async () => {
    let claimed = false;
    const view = renderPage(
      () =>
        claimed
          ? { benefits: [{ ...LIST.benefits[0]!, claim: { code: 'KINO2X1', claimedAt: '2026-01-15T10:00:00.000Z' } }] }
          : { benefits: [LIST.benefits[0]] },
      {
        [`POST ${CUSTOMER_BENEFITS_API.claim(USER, 'b-1')}`]: () => {
          claimed = true;
          return { code: 'KINO2X1', claimedAt: '2026-01-15T10:00:00.000Z' };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ota etu käyttöön: Elokuvaliput' }));
    expect(await screen.findByText('KINO2X1')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when there is nothing, and offers a retry when loading fails', async () => {
    const empty = renderPage({ benefits: [] });
    expect(await screen.findByText('Sinulle ei ole juuri nyt etuja.')).toBeInTheDocument();
    empty.unmount();
    renderPage(() => {
      throw apiFailure(500, 'INTERNAL');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Etujen hakeminen epäonnistui.');
  });
});

describe('customer benefits admin page', () => {
  it('lists the benefits with codes and claims, creates and deletes, with no accessibility violations', async () => {
    const view = renderWithPortal(<CustomerBenefitsAdminPage />, {
      plugins: [customerBenefitsPlugin],
      flags: { customerBenefits: true },
      groups: ['benefits', 'origin-VARE'],
      userId: USER,
      api: {
        [`GET ${CUSTOMER_BENEFITS_API.admin}`]: { benefits: [ADMIN_ROW] },
        [`POST ${CUSTOMER_BENEFITS_API.admin}`]: ({ body }) => ({
          ...ADMIN_ROW,
          ...(body as object),
          id: 'b-9',
          claims: 0,
          partner: null,
          validUntil: null,
        }),
        [`DELETE ${CUSTOMER_BENEFITS_API.adminOne('b-1')}`]: null,
      },
    });
    const table = await screen.findByRole('table', { name: 'Asiakasedut' });
    expect(within(table).getByRole('rowheader', { name: 'Elokuvaliput' })).toBeInTheDocument();
    expect(within(table).getByText('KINO2X1')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Uusi etu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(screen.getByRole('textbox', { name: 'Otsikko suomeksi' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko suomeksi' }), 'Uusi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kuvaus suomeksi' }), 'Kuvaus');
    await userEvent.type(screen.getByRole('textbox', { name: /Etukoodi/ }), 'UUSI-1');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await vi.waitFor(() => expect(view.api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(view.api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      title: { fi: 'Uusi' },
      description: { fi: 'Kuvaus' },
      code: 'UUSI-1',
      modes: ['B2C'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Poista: Elokuvaliput' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista etu' }));
    await vi.waitFor(() => expect(view.api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
