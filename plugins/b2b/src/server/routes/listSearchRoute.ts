import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { listSearchQuerySchema, listSearchResponseSchema } from '../../contract';
import { containsPattern } from '../list/listQuery';
import { listScope } from '../list/listScope';
import { LIST_PATH_PARAMS, LIST_URL, listParamsSchema } from './listParams';

const MAX_MATCHES = 10;

/**
 * GET listSearch?q= (requirements §7): the suggestions under the search box as the user types — up to ten of
 * the caller's places of the company whose address, name, identifier or label contains the text, with
 * the field that matched. Places whose name or address starts with the text come first.
 */
export function registerListSearchRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${LIST_URL}/listSearch`,
    access: 'session',
    pathParams: LIST_PATH_PARAMS,
    schemas: { params: listParamsSchema, query: listSearchQuerySchema, response: listSearchResponseSchema },
    async handler({ user, params, query }) {
      const { scope } = await listScope(context, user, params.companyReferenceId);
      const pattern = containsPattern(query.q);
      const prefix = `${pattern.slice(1)}`;
      const { rows } = await context.db.query<{
        location_identifier: string;
        name: string;
        street_address: string;
        city: string;
        matched_on: 'address' | 'name' | 'identifier' | 'label';
      }>(
        `select * from (
           select l.location_identifier, coalesce(nm.display_name, l.name) as name, l.street_address, l.city,
                  case when (l.street_address || ' ' || l.postal_code || ' ' || l.city) ilike $4 then 'address'
                       when coalesce(nm.display_name, l.name) ilike $4 then 'name'
                       when l.location_identifier ilike $4 or l.metering_point_id ilike $4 or l.company_reference_id ilike $4 then 'identifier'
                       when exists (select 1 from location_labels s where s.location_identifier = l.location_identifier and s.label ilike $4) then 'label'
                  end as matched_on,
                  (coalesce(nm.display_name, l.name) ilike $5 or l.street_address ilike $5) as starts
             from location_access la
             join locations l on l.location_identifier = la.location_identifier
             left join location_names nm on nm.user_id = $1 and nm.location_identifier = l.location_identifier
            where la.user_id = $1 and la.relation in ('owner', 'subUser') and l.company = $2 and l.customer_code = $3
         ) m
         where matched_on is not null
         order by starts desc, lower(name), location_identifier
         limit ${MAX_MATCHES}`,
        [scope.userId, scope.company, scope.customerCode, pattern, prefix],
      );
      return {
        matches: rows.map((row) => ({
          locationIdentifier: row.location_identifier,
          name: row.name,
          streetAddress: row.street_address,
          city: row.city,
          matchedOn: row.matched_on,
        })),
      };
    },
  });
}
