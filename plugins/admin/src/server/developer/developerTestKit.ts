import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { adminServerPlugin } from '../../server';

/**
 * The developer tools' test server: the admin plugin on a real database, with a developer, a customer
 * and an administrator who has every admin group but the developers' (admin@portal.example's groups).
 */
export interface DeveloperTestKit {
  readonly server: TestServer;
  readonly developer: ApiClient;
  readonly customer: ApiClient;
  readonly userAdmin: ApiClient;
  readonly anonymous: ApiClient;
}

export async function startDeveloperTestKit(now?: Date): Promise<DeveloperTestKit> {
  const server = await startTestServer({
    plugins: [adminServerPlugin],
    ...(now ? { now } : {}),
    users: [
      { email: 'kehittaja@example.fi', groups: ['developers'] },
      { email: 'asiakas@example.fi' },
      { email: 'admin@example.fi', groups: ['adminUsers', 'superusers', 'users'] },
    ],
  });
  return {
    server,
    developer: await server.loginAs('kehittaja@example.fi'),
    customer: await server.loginAs('asiakas@example.fi'),
    userAdmin: await server.loginAs('admin@example.fi'),
    anonymous: server.client(),
  };
}

/** A place with a metering point (serial → GSRN), as the CRM/billing integrations would store it. */
export async function insertPlace(
  db: Database,
  place: { id: string; company: 'VARE' | 'SV' | 'KUO'; customerCode: string; serial: number; utility?: 'ELECTRICITY' | 'DISTRICT_HEATING' },
): Promise<string> {
  const meteringPointId = withGsrnCheckDigit(`643${String(place.serial).padStart(14, '0')}`);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, $2, $3, $4, $5, $6, 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 60, 'VAASA')`,
    [place.id, place.company, place.customerCode, meteringPointId, place.utility ?? 'ELECTRICITY', `Paikka ${place.id}`],
  );
  return meteringPointId;
}

/** Every developer route must refuse a customer and a non-developer administrator (403) and a visitor (401). */
export async function expectDeveloperOnly(kit: DeveloperTestKit, method: 'GET' | 'DELETE', url: string): Promise<void> {
  const call = (client: ApiClient) => (method === 'GET' ? client.get(url) : client.delete(url));
  const anonymous = await call(kit.anonymous);
  const customer = await call(kit.customer);
  const admin = await call(kit.userAdmin);
  if (anonymous.statusCode !== 401) throw new Error(`${method} ${url} anonymous: ${anonymous.statusCode}`);
  if (customer.statusCode !== 403) throw new Error(`${method} ${url} customer: ${customer.statusCode}`);
  if (admin.statusCode !== 403) throw new Error(`${method} ${url} non-developer admin: ${admin.statusCode}`);
}
