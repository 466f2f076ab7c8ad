import type { ContractType, UtilityType } from '../../contract/locations';

/**
 * A place without a contract is offered one (content type CREATE_CONTRACT); the kind it would get
 * follows from what the metering point measures.
 */
export function contractTypeForUtility(utilityType: UtilityType): ContractType {
  switch (utilityType) {
    case 'ELECTRICITY':
      return 'ELECTRICITY';
    case 'DISTRICT_HEATING':
      return 'DISTRICT_HEATING';
    case 'MICROGENERATION':
      return 'MICROGENERATION';
    case 'ALL':
      return 'ALL';
  }
}
