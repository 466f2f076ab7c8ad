import type { Migration } from '@portal/core/server';
import { followUpOffersMigration } from './001_followUpOffers';
import { greenPowerChangesMigration } from './002_greenPowerChanges';
import { emissionFactorsMigration } from './003_emissionFactors';
import { networkProductsMigration } from './004_networkProducts';

/** The plugin's own tables, in the order they run (after the domain schema they reference). */
export const contractsMigrations: readonly Migration[] = [
  followUpOffersMigration,
  greenPowerChangesMigration,
  emissionFactorsMigration,
  networkProductsMigration,
];
