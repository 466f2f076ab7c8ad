import { CORE_API_VERSION, createServiceFactory, defineServerPlugin, type ServerPlugin } from '@portal/core/server';
import { mainUserServiceRef } from '@portal/plugin-user-management/common';

/**
 * The main-user reader these tests mount beside the plugin. In a portal the user-management plugin
 * provides the mainUserService (plugins never import each other, so a plugin test cannot mount it);
 * this one applies its rule without its table: the holder of a company's B2B customership who owns
 * its places. The route harness and `npm start` run with the real one.
 */
export const mainUserReaderPlugin: ServerPlugin = defineServerPlugin({
  id: 'test-main-user-reader',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  provides: [
    createServiceFactory({
      service: mainUserServiceRef,
      factory: (_deps, { db, company }) => ({
        async mainUserCompanies(userId) {
          const { rows } = await db.query<{ customer_code: string }>(
            `select distinct cs.customer_code from customerships cs
          where cs.user_id = $2 and cs.company = $1 and cs.customer_type = 'B2B'
            and exists (select 1 from location_access la join locations l using (location_identifier)
                         where la.user_id = cs.user_id and la.relation = 'owner' and l.company = cs.company and l.customer_code = cs.customer_code)
          order by 1`,
            [company, userId],
          );
          return rows.map((row) => row.customer_code);
        },
      }),
    }),
  ],
});
