// The route harness, guard part: for every route of the inventory (host's and every plugin's,
// including routes added later), the guard answers before any input is looked at, owner and resource
// checks answer 404, writes need the CSRF header and our origin, and a flag that is off hides the
// route. Nothing here names a route: the list is the server's own inventory. Two groups, so vitest
// runs them in parallel, each on its own server.
import { activeUserParam, ownUserParam, type RouteInventoryEntry, type UiMode } from '@portal/core/server';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteOverride, upsertOverride } from '../flags/flagStore';
import { callRoute, describeRoute, allowedCaller, foreignUser, servesOnlyB2b, validRequest, type HarnessRequest } from './harnessRequest';
import { startHarness, type HarnessUser } from './harnessServer';
import { resourceSample, seedHarnessResources } from './resourceSamples';
import { watchTables } from './tableSnapshot';

export type GuardChecks = 'access' | 'ownership';

/**
 * `access`: the inventory itself, 401 without a session, 403 to a customer on an admin route, CSRF,
 * flags and modes. `ownership`: another user's id, another user's resource (path, query, body) and
 * unsafe text in a resource id.
 */
export async function describeRouteGuards(checks: GuardChecks): Promise<void> {
  const harness = await startHarness();
  await seedHarnessResources(harness.db);
  afterAll(() => harness.close());

  const { customer, otherCustomer, admin, representative } = harness.users;
  const guarded = harness.routes.filter((entry) => entry.access !== 'anonymous');
  const adminRoutes = harness.routes.filter((entry) => typeof entry.access === 'object');
  const ownerRoutes = harness.routes.filter((entry) => ownUserParam(entry));
  const actingRoutes = harness.routes.filter((entry) => activeUserParam(entry));
  const resourceRoutes = harness.routes.filter((entry) => Object.values(entry.pathParams).some((role) => typeof role === 'object'));
  const writeRoutes = harness.routes.filter((entry) => entry.method !== 'GET');
  const flaggedRoutes = harness.routes.filter((entry) => entry.flags.length > 0);
  const modeRoutes = harness.routes.filter((entry) => entry.modes !== undefined);
  const modeOf: Record<'customer' | 'otherCustomer', UiMode> = { customer: 'B2C', otherCustomer: 'B2B' };

  /** Input no route accepts, in every part: the guard must answer before it notices. */
  function garbage(entry: RouteInventoryEntry): HarnessRequest[] {
    const params = (value: string) => Object.fromEntries(Object.keys(entry.pathParams).map((name) => [name, value]));
    return [
      { params: params('x'), query: { page: '%00' }, body: Buffer.from('{"a":') },
      { params: params('%00%1F'), query: { [`x${'y'.repeat(10)}`]: 'z'.repeat(5000) }, body: [[[[[[]]]]]] },
      { params: params('a'.repeat(90)), query: {}, body: { unexpected: '\u0000' } },
    ];
  }

  const tables = watchTables(harness.db);
  async function expectUnchanged<T>(action: () => Promise<T>): Promise<T> {
    const before = await tables.snapshot();
    const result = await action();
    expect(await tables.snapshot()).toEqual(before);
    return result;
  }

  if (checks === 'access') {
    describe('the route inventory', () => {
      it('lists the host routes and every plugin route', () => {
        const listed = new Set(harness.routes.map((entry) => entry.pluginId));
        expect(listed).toEqual(new Set([undefined, ...harness.pluginsWithRoutes]));
        expect(harness.routes.length).toBeGreaterThanOrEqual(40);
        for (const entry of harness.routes) expect(entry.path.startsWith('/api/')).toBe(true);
      });
    });

    describe.each(guarded.map((entry) => [describeRoute(entry), entry] as const))('%s', (_, entry) => {
      it('answers 401 without a session, before looking at any input', async () => {
        for (const request of garbage(entry)) {
          const response = await expectUnchanged(() => callRoute(harness, entry, request));
          expect(response.statusCode, response.body.slice(0, 300)).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHORIZED');
          expect(response.json().error.field).toBeUndefined();
        }
      });
    });

    describe.each(harness.routes.filter((entry) => entry.access === 'apiKey').map((entry) => [describeRoute(entry), entry] as const))(
      '%s (API key)',
      (_, entry) => {
        it('answers 401 to a signed-in session without a key and to a wrong key, before looking at any input', async () => {
          const request = await validRequest(harness, entry, otherCustomer, customer);
          const asSession = await expectUnchanged(() =>
            callRoute(harness, entry, request, { headers: { cookie: otherCustomer.client.jar.header() } }),
          );
          expect(asSession.statusCode, asSession.body.slice(0, 300)).toBe(401);
          for (const authorization of ['Bearer vpk_wrong', `Bearer ${'x'.repeat(300)}`, 'Basic dXNlcjpwYXNz']) {
            const response = await expectUnchanged(() => callRoute(harness, entry, request, { headers: { authorization } }));
            expect(response.statusCode, response.body.slice(0, 300)).toBe(401);
          }
        });
      },
    );

    describe.each(adminRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (admin)', (_, entry) => {
      it('answers 403 to a customer, before looking at any input', async () => {
        for (const request of garbage(entry)) {
          const response = await expectUnchanged(() => callRoute(harness, entry, request, { as: customer }));
          expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
          expect(response.json().error.code).toBe('FORBIDDEN');
        }
      });
    });

    describe.each(writeRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (CSRF)', (_, entry) => {
      it('refuses a write without X-Web-Version or from a foreign origin, and changes nothing', async () => {
        // An API-key call carries Authorization, which a foreign page cannot send (csrfGuard exempts it);
        // the guard is tried on the same write without one.
        const caller = entry.access === 'apiKey' ? undefined : allowedCaller(harness, entry);
        const request = caller
          ? await validRequest(harness, entry, caller, otherCustomer)
          : await validRequest(harness, entry, customer, otherCustomer);
        const options = caller ? { as: caller } : {};
        const noHeader = await expectUnchanged(() => callRoute(harness, entry, request, { ...options, withoutWebVersion: true }));
        expect(noHeader.statusCode, noHeader.body.slice(0, 300)).toBe(403);
        expect(noHeader.json().error.code).toBe('CSRF_REJECTED');
        const foreignOrigin = await expectUnchanged(() =>
          callRoute(harness, entry, request, { ...options, headers: { origin: 'https://evil.example' } }),
        );
        expect(foreignOrigin.statusCode, foreignOrigin.body.slice(0, 300)).toBe(403);
        expect(foreignOrigin.json().error.code).toBe('CSRF_REJECTED');
      });
    });

    describe.each(flaggedRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (flags)', (_, entry) => {
      it.each([...entry.flags])('answers 404 while %s is off for the caller, and says nothing about why', async (flag) => {
        const caller = allowedCaller(harness, entry);
        const request = await validRequest(harness, entry, caller ?? customer, otherCustomer);
        // Per user for a signed-in caller; company-wide for an anonymous route.
        const override = await upsertOverride(
          harness.db,
          { company: 'VARE', flag, userId: caller?.id ?? null, value: false, createdBy: admin.id },
          harness.server.clock.now(),
        );
        try {
          const response = await callRoute(harness, entry, request, caller ? { as: caller } : {});
          expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
          expect(response.body).not.toContain(flag);
        } finally {
          await deleteOverride(harness.db, 'VARE', override.id);
        }
      });
    });

    describe.each(modeRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (modes)', (_, entry) => {
      // 'forbidden': the B2C-only harness customer has no B2B customership, so 403 (issue 15), else 404.
      const refusal = entry.modeRefusal === 'forbidden' ? 403 : 404;
      it(`answers ${refusal} to a caller in a mode it does not serve`, async () => {
        const role = (['customer', 'otherCustomer'] as const).find((r) => !entry.modes?.includes(modeOf[r]));
        if (!role) return; // serves both modes
        const caller = harness.users[role];
        const request = await validRequest(harness, entry, caller, role === 'customer' ? otherCustomer : customer);
        const response = await expectUnchanged(() => callRoute(harness, entry, request, { as: caller }));
        expect(response.statusCode, response.body.slice(0, 300)).toBe(refusal);
      });
    });
  } else {
    describe.each(ownerRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (owner)', (_, entry) => {
      it("answers 404 for another user's id, with valid input, and changes nothing", async () => {
        // A B2B-only route is called by the B2B customer (the other one would be refused by mode first).
        const caller = servesOnlyB2b(entry) ? otherCustomer : customer;
        const other = foreignUser(harness, caller);
        const request = await validRequest(harness, entry, caller, other);
        const param = ownUserParam(entry) as string;
        for (const id of [other.id, admin.id, '00000000-0000-4000-8000-000000000000']) {
          const foreign = { ...request, params: { ...request.params, [param]: id } };
          const response = await expectUnchanged(() => callRoute(harness, entry, foreign, { as: caller }));
          expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
          expect(response.body).not.toContain(other.email);
        }
      });
    });

    describe.each(ownerRoutes.filter((entry) => !activeUserParam(entry)).map((entry) => [describeRoute(entry), entry] as const))(
      '%s (not for a representative)',
      (_, entry) => {
        it("answers 404 to a representative naming the represented customer's id: only activeUserId routes act for someone", async () => {
          const request = await validRequest(harness, entry, representative, otherCustomer);
          const asked = { ...request, params: { ...request.params, [ownUserParam(entry) as string]: customer.id } };
          const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: representative }));
          expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
        });
      },
    );

    describe.each(actingRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (acting for a customer)', (_, entry) => {
      const param = activeUserParam(entry) as string;
      const actingRequest = async (resourcesOf: HarnessUser, hiddenFrom: HarnessUser): Promise<HarnessRequest> => {
        const request = await validRequest(harness, entry, resourcesOf, hiddenFrom);
        return { ...request, params: { ...request.params, [param]: customer.id } };
      };

      if (entry.writes) {
        it("answers 403 to a representative with the represented customer's id, whatever the input, and changes nothing", async () => {
          for (const request of [
            await actingRequest(representative, otherCustomer),
            ...garbage(entry).map((g) => ({ ...g, params: { ...g.params, [param]: customer.id } })),
          ]) {
            const response = await expectUnchanged(() => callRoute(harness, entry, request, { as: representative }));
            expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
            expect(response.json().error.code).toBe('FORBIDDEN');
          }
        });
      } else {
        it('answers a representative about the granted place exactly as it answers the customer', async () => {
          // The same request (customer's id, granted place, valid input): a read the customer gets, the
          // representative gets; one the customer gets 404 for (a heating route on an electricity place) too.
          const request = await actingRequest(representative, otherCustomer);
          const own = await callRoute(harness, entry, request, { as: customer });
          const response = await callRoute(harness, entry, request, { as: representative });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(own.statusCode);
          expect(response.statusCode).not.toBe(403);
        });
      }

      const placeParams = Object.entries(entry.pathParams).filter(([, role]) => typeof role === 'object') as [string, { resource: string }][];
      it.each(placeParams.map(([name, role]) => [name, role.resource]))(
        "answers 404 for the customer's %s (%s) that was not granted",
        async (name, kind) => {
          const hidden = await resourceSample(harness.db, kind, customer.id, representative.id, 'VARE');
          expect(hidden, `the demo data has no ${kind} of the customer to keep from the representative`).toBeTruthy();
          const request = await actingRequest(representative, otherCustomer);
          const asked = { ...request, params: { ...request.params, [name]: encodeURIComponent(hidden as string) } };
          const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: representative }));
          // A write answers 403 before it looks at the place: both refuse, and nothing changes.
          expect(response.statusCode, response.body.slice(0, 300)).toBe(entry.writes ? 403 : 404);
        },
      );

      it('answers 404 to a representative naming a customer who granted nothing', async () => {
        const request = await validRequest(harness, entry, representative, otherCustomer);
        const asked = { ...request, params: { ...request.params, [param]: otherCustomer.id } };
        const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: representative }));
        expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
      });
    });

    describe.each(resourceRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (resources)', (_, entry) => {
      const resourceParams = Object.entries(entry.pathParams).filter(([, role]) => typeof role === 'object') as [string, { resource: string }][];
      it.each(resourceParams.map(([name, role]) => [name, role.resource]))(
        'answers 404 for a %s (%s) the caller may not see, and changes nothing',
        async (name, kind) => {
          // Whichever of the two customers holds such a resource, the other one asks for it.
          const pairs: [HarnessUser, HarnessUser][] =
            typeof entry.access === 'object'
              ? [[admin, admin]]
              : servesOnlyB2b(entry)
                ? // Only the B2B customer gets past the mode check; the holders are the B2C customer and another company.
                  [
                    [customer, otherCustomer],
                    [harness.users.otherCompany, otherCustomer],
                  ]
                : [
                    [otherCustomer, customer],
                    [customer, otherCustomer],
                  ];
          let tried = 0;
          for (const [holder, caller] of pairs) {
            const foreign = await resourceSample(harness.db, kind, holder.id, caller.id, 'VARE');
            if (!foreign) continue;
            const request = await validRequest(harness, entry, caller, holder);
            const asked = { ...request, params: { ...request.params, [name]: encodeURIComponent(foreign) } };
            const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: caller }));
            expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
            tried += 1;
          }
          expect(tried, `the demo data has no ${kind} to try`).toBeGreaterThan(0);
        },
      );
    });

    const fieldRoutes = harness.routes.flatMap((entry) =>
      (['query', 'body'] as const).flatMap((part) =>
        Object.entries(entry.resourceFields[part] ?? {}).map(
          ([field, kind]) => [`${describeRoute(entry)} ${part}.${field}`, entry, part, field, kind] as const,
        ),
      ),
    );

    describe.each(fieldRoutes)('%s (resource field)', (_, entry, part, field, kind) => {
      it(`answers 404 for a ${kind} the caller may not see, and changes nothing`, async () => {
        let tried = 0;
        const pairs: readonly (readonly [HarnessUser, HarnessUser])[] = servesOnlyB2b(entry)
          ? [
              [customer, otherCustomer],
              [harness.users.otherCompany, otherCustomer],
            ]
          : [
              [otherCustomer, customer],
              [customer, otherCustomer],
            ];
        for (const [holder, caller] of pairs) {
          const foreign = await resourceSample(harness.db, kind, holder.id, caller.id, 'VARE');
          if (!foreign) continue;
          const request = await validRequest(harness, entry, caller, holder);
          const body = request.body as Record<string, unknown> | undefined;
          const asked: HarnessRequest =
            part === 'query'
              ? { ...request, query: { ...request.query, [field]: encodeURIComponent(foreign) } }
              : { ...request, body: { ...body, [field]: Array.isArray(body?.[field]) ? [foreign] : foreign } };
          const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: caller }));
          expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
          tried += 1;
        }
        expect(tried, `the demo data has no ${kind} to try`).toBeGreaterThan(0);
      });
    });

    describe.each(resourceRoutes.map((entry) => [describeRoute(entry), entry] as const))('%s (text at the boundary)', (_, entry) => {
      it('answers 400 naming the parameter for NUL or a control character in a resource id, and changes nothing', async () => {
        const caller = allowedCaller(harness, entry) ?? customer;
        const request = await validRequest(harness, entry, caller, otherCustomer);
        for (const [name, role] of Object.entries(entry.pathParams)) {
          if (typeof role !== 'object') continue;
          for (const bad of ['%00', 'VARE%01x', '%1B%5B31m', '%7F']) {
            const asked = { ...request, params: { ...request.params, [name]: bad } };
            const response = await expectUnchanged(() => callRoute(harness, entry, asked, { as: caller }));
            expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
            expect(response.json().error.field).toBe(`params.${name}`);
          }
        }
      });
    });
  }
}
