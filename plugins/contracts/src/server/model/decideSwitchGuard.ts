import { addLocalDays } from '@portal/domain';
import { type AccessRight } from '@portal/core/server';
import type { StoredContractType, SwitchGuardResponse } from '../../contract/contracts';

export interface SwitchGuardFacts {
  readonly accessRight: AccessRight;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
  /** The energy contract in force today (network contracts excluded: the network is not for sale). */
  readonly current: {
    readonly id: string;
    readonly contractType: StoredContractType;
    readonly endDate: string | null;
  } | null;
  /** An energy contract that starts after today, if one is already agreed. */
  readonly upcoming: { readonly id: string; readonly startDate: string } | null;
}

/**
 * Whether the customer may switch this place's energy contract now, and if not, why — checked in the
 * order a customer service agent would explain it: who may act, whether the product can be switched
 * at all, whether a switch is already on its way, and whether a fixed term still binds.
 */
export function decideSwitchGuard(facts: SwitchGuardFacts): SwitchGuardResponse {
  const contractId = facts.current?.id ?? null;
  if (facts.accessRight === 'READ_ONLY') {
    return { allowed: false, reason: 'READ_ONLY', allowedFrom: null, contractId };
  }
  // District heating is delivered only by the local network's owner: there is no one to switch to.
  if (facts.utilityType === 'DISTRICT_HEATING' || facts.current?.contractType === 'DISTRICT_HEATING') {
    return { allowed: false, reason: 'NOT_SWITCHABLE', allowedFrom: null, contractId };
  }
  if (facts.upcoming) {
    return { allowed: false, reason: 'SWITCH_PENDING', allowedFrom: null, contractId: facts.upcoming.id };
  }
  // A consumer cannot end a fixed-term contract early; a new one can start the day after it ends.
  if (facts.current?.endDate) {
    return { allowed: false, reason: 'FIXED_TERM_RUNNING', allowedFrom: addLocalDays(facts.current.endDate, 1), contractId };
  }
  return { allowed: true, reason: null, allowedFrom: null, contractId };
}
