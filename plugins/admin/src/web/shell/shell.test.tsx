import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import { AdminLayout } from './AdminLayout';
import { writeAdminCompany } from './adminCompanyStore';
import { useAdminCompany } from './useAdminCompany';

function Chosen() {
  const { company, selected } = useAdminCompany();
  return <output aria-label="valinta">{`${company}:${selected.join(',')}`}</output>;
}

function renderShell(groups: readonly string[]) {
  return renderWithPortal(
    <AdminLayout title="Asiakashaku">
      <Chosen />
    </AdminLayout>,
    { plugins: [adminPlugin], groups },
  );
}

beforeEach(() => sessionStorage.clear());

describe('admin shell', () => {
  it('offers a superuser every company and ALL, and keeps the choice for the tab', async () => {
    renderShell(['users', 'superusers']);
    const group = await screen.findByRole('radiogroup', { name: 'Yhtiö' });
    expect([...group.querySelectorAll('[role="radio"]')].map((radio) => radio.textContent)).toEqual(['VARE', 'SV', 'KUO', 'Kaikki']);
    expect(screen.getByLabelText('valinta')).toHaveTextContent('ALL:VARE,SV,KUO');
    await userEvent.click(screen.getByRole('radio', { name: 'SV' }));
    expect(screen.getByLabelText('valinta')).toHaveTextContent('SV:SV');
    expect(sessionStorage.getItem('portal.admin.company')).toBe('SV');
    // Arrow keys move the choice (radio group pattern).
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('valinta')).toHaveTextContent('KUO:KUO');
    expect(await axeViolations()).toEqual([]);
  });

  it('names the one company of an origin admin and ignores a stored company outside their groups', async () => {
    act(() => writeAdminCompany('VARE'));
    renderShell(['users', 'origin-KUO']);
    expect(await screen.findByText('Yhtiö: KUO')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByLabelText('valinta')).toHaveTextContent('ALL:KUO');
  });
});
