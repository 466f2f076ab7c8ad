import { screen } from '@testing-library/react';
import { z } from 'zod';
import { ApiClientRef } from '../services/api/apiClient';
import { useApi } from '../react/useApi';
import { useUserId } from '../react/useUserId';
import { createFakeApiClient } from './fakeApiClient';
import { renderWithPortal } from './renderWithPortal';
import { substitute } from './substitute';

/** A page that, like every per-user page, needs the user id from /api/v2/me before its own call. */
function Greeting() {
  const userId = useUserId();
  const { data } = useApi(userId ? `/api/v1/greeting/user/${userId}` : null, z.object({ text: z.string() }));
  return <p>{data?.text ?? '…'}</p>;
}

describe('renderWithPortal fake API', () => {
  it('answers /api/v2/me for `userId` and the page route from `api`, and lists the calls', async () => {
    const { api } = renderWithPortal(<Greeting />, { userId: 'u-7', api: { 'GET /api/v1/greeting/user/u-7': { text: 'Hei' } } });
    expect(await screen.findByText('Hei')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/v2/me', '/api/v1/greeting/user/u-7']);
  });

  it('lets a substitute API client in `services` win', async () => {
    const own = createFakeApiClient({ 'GET /api/v2/me': { priwattiUserId: 'u-8' }, 'GET /api/v1/greeting/user/u-8': { text: 'Moi' } });
    renderWithPortal(<Greeting />, { userId: 'u-7', services: [substitute(ApiClientRef, own)] });
    expect(await screen.findByText('Moi')).toBeInTheDocument();
  });
});
