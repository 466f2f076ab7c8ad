import { defineJob } from '@portal/core/server';
import { syncLabelRules } from '../company/labelRules';

// No flag check (docs/jobs.md "Feature flags in jobs"): access-rights upkeep (a label removed must take
// its right away at once); it tells no one, and the routes behind the locations flag decide what is seen.
/**
 * Makes rights by label follow the labels: a place labelled "Helsinki" after the rule was made is
 * granted, a place whose label was removed loses the right the rule gave. Labels are the b2b plugin's
 * (addLabels/removeLabels), which publishes no event this plugin could listen to, so this runs every
 * minute; the sync is a few set-based statements and does nothing when all is in step.
 */
export const syncLabelRulesJob = defineJob({
  name: 'user-management.sync-label-rules',
  schedule: '* * * * *',
  async run(_data, { db }) {
    await db.transaction((tx) => syncLabelRules(tx));
  },
});
