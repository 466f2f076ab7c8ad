import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the contracts plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const CONTRACTS_FLAGS = defineFlags({
  contractsAndPrices: { default: false, description: 'Contracts and prices page of a place.' },
  networkProductComparison: { default: false, description: 'Comparison of network (transfer) products on the contracts page.' },
  homeInsurance: { default: false, description: 'Home insurance offer on the contracts page.' },
  greenPower: { default: false, description: 'Green power package: ordering and the package info.' },
  followUpOffer: { default: false, description: 'Follow-up offer for a fixed-term contract that is about to end.' },
});

export type ContractsFlag = FlagKeyOf<typeof CONTRACTS_FLAGS>;
