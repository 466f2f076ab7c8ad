import { defineRoute, saveLocationDisplayName, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { v1DetailsBodySchema, v1LocationsResponseSchema, v1PlaceParamsSchema, v1PricingResponseSchema, type V1Location } from '../../contract/v1';
import { keyScopeOf } from '../keys/keyStore';
import { keyPlaces, requireKeyPlace } from './keyPlaces';

const PLACE_PARAMS = { locationIdentifier: { resource: 'location' } } as const;

interface LocationRow {
  location_identifier: string;
  utility_type: V1Location['utilityType'];
  name: string;
  metering_point_id: string;
  street_address: string;
  postal_code: string;
  city: string;
  labels: string[];
}

/** GET locations, GET pricing and PUT details of external API v1 (requirements §7). */
export function registerV1LocationRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/external/v1/locations',
    access: 'apiKey',
    schemas: { response: v1LocationsResponseSchema },
    async handler({ request }) {
      const scope = keyScopeOf(request);
      const places = await keyPlaces(context, scope);
      // The name the company's main user gave the place (location_names, as the portal shows it), else the place's own.
      const { rows } = await context.db.query<LocationRow>(
        `select l.location_identifier, l.utility_type, coalesce(n.display_name, l.name) as name, l.metering_point_id::text as metering_point_id,
                l.street_address, l.postal_code, l.city,
                array(select b.label from location_labels b where b.location_identifier = l.location_identifier order by b.label) as labels
           from locations l left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $2
          where l.location_identifier = any($1::text[]) order by l.location_identifier`,
        [places, scope.user.id],
      );
      return {
        companyReferenceId: scope.customerCode,
        locations: rows.map((row) => ({
          locationIdentifier: row.location_identifier,
          utilityType: row.utility_type,
          name: row.name,
          meteringPointId: row.metering_point_id,
          streetAddress: row.street_address,
          postalCode: row.postal_code,
          city: row.city,
          labels: row.labels,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/external/v1/locations/:locationIdentifier/pricing',
    access: 'apiKey',
    pathParams: PLACE_PARAMS,
    schemas: { params: v1PlaceParamsSchema, response: v1PricingResponseSchema },
    async handler({ params, request }) {
      await requireKeyPlace(context, keyScopeOf(request), params.locationIdentifier, 'read');
      // Today in Helsinki: a contract starting at local midnight is in force from then, not from UTC's.
      const today = localDateOf(context.now());
      const { rows } = await context.db.query<Record<string, string | null>>(
        `select id, contract_type, product_name, pricing, fixed_price_c_kwh::text as fixed, spot_margin_c_kwh::text as margin,
                basic_fee_eur_month::text as basic_fee, transfer_price_c_kwh::text as transfer, transfer_basic_fee_eur_month::text as transfer_fee,
                to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
           from contracts where location_identifier = $1 and start_date <= $2::date and (end_date is null or end_date >= $2::date)
          order by start_date, id`,
        [params.locationIdentifier, today],
      );
      return {
        locationIdentifier: params.locationIdentifier,
        date: today,
        contracts: rows.map((row) => ({
          contractId: row.id as string,
          contractType: row.contract_type as string,
          productName: row.product_name as string,
          pricing: row.pricing as 'FIXED' | 'SPOT' | null,
          fixedPriceCentsPerKwhVat0: row.fixed ?? null,
          spotMarginCentsPerKwhVat0: row.margin ?? null,
          basicFeeEurPerMonthVat0: row.basic_fee as string,
          transferPriceCentsPerKwhVat0: row.transfer ?? null,
          transferBasicFeeEurPerMonthVat0: row.transfer_fee ?? null,
          startDate: row.start_date as string,
          endDate: row.end_date ?? null,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/external/v1/locations/:locationIdentifier/details',
    access: 'apiKey',
    pathParams: PLACE_PARAMS,
    status: 204,
    schemas: { params: v1PlaceParamsSchema, body: v1DetailsBodySchema, response: z.undefined() },
    async handler({ params, body, request }) {
      const scope = keyScopeOf(request);
      // A write: a read-only grant of the key's maker answers 403 here as in the portal.
      await requireKeyPlace(context, scope, params.locationIdentifier, 'write');
      // The same row the portal's "set location details" writes for a place's name: the maker's name for it.
      await saveLocationDisplayName(context.db, scope.user.id, params.locationIdentifier, body.name);
      return undefined;
    },
  });
}
