/**
 * SPEC §3 enumerations that several plugins put on the wire. Plain data (no zod), so importing them
 * costs nothing at start-up; each plugin's contract builds its schema with `z.enum(...)` over them.
 */
export const UTILITY_TYPES = ['ALL', 'ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION'] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];

/** ALL is a filter value; a stored contract has one of the others. */
export const CONTRACT_TYPES = [
  'ALL',
  'NETWORK',
  'ELECTRICITY',
  'ELECTRICITY_AND_NETWORK',
  'DISTRICT_HEATING',
  'MICROGENERATION',
  'PROCUREMENT',
  'PROCUREMENT_AND_MICROGENERATION',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** "company building" is spelled as an identifier on the wire. */
export const BUILDING_TYPES = ['DetachedHouse', 'SummerHouse', 'Apartment', 'RowHouse', 'CompanyBuilding'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const ACCESS_RIGHTS = ['READ_ONLY', 'FULL_ACCESS'] as const;

/**
 * How consumption graphs scale their value axis (SPEC §3 User.graphMode; SPEC shows AUTOSCALE). AUTOSCALE
 * fits the axis to the data shown; FROM_ZERO always starts it at zero, so bars of different periods
 * compare by height. The person's choice is stored with the user and answered by GET /v2/me.
 */
export const GRAPH_MODES = ['AUTOSCALE', 'FROM_ZERO'] as const;
export type GraphMode = (typeof GRAPH_MODES)[number];
