/**
 * requirements §3 enumerations that several plugins put on the wire. Plain data (no zod), so importing them
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
