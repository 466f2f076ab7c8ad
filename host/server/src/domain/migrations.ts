import type { Migration } from '@portal/core/server';
import { companiesMigration } from './schema/001_companies';
import { locationsMigration } from './schema/002_locations';
import { accessMigration } from './schema/003_access';
import { contractsMigration } from './schema/004_contracts';
import { meteringMigration } from './schema/005_metering';
import { ratesMigration } from './schema/006_rates';
import { taxHistoryMigration } from './schema/007_tax_history';
import { customersMigration } from './schema/008_customers';
import { registrationMigration } from './schema/009_registration';
import { representativeViewsMigration } from './schema/010_representative_views';
import { rollupsLabelsMigration } from './schema/011_rollups_labels';
import { customerSearchMigration } from './schema/012_customer_search';
import { integrationSuccessesMigration } from './schema/015_integration_successes';

/**
 * The shared domain schema, in the order it must run. It references users(id), so the server's own
 * migrations (users, sessions) must have run first.
 */
export const domainMigrations: Migration[] = [
  companiesMigration,
  locationsMigration,
  accessMigration,
  contractsMigration,
  meteringMigration,
  ratesMigration,
  taxHistoryMigration,
  customersMigration,
  registrationMigration,
  representativeViewsMigration,
  rollupsLabelsMigration,
  customerSearchMigration,
  integrationSuccessesMigration,
];
