import type { DemoDataContext, Queryable } from '@portal/core/server';
import { insertDemoFollowUpOffer } from './demoFollowUpOffer';
import { insertDemoNetworkProducts } from './demoNetworkProducts';

/** The plugin's demo data, added after core's inside the demo-data transaction; deterministic. */
export async function contractsDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  await insertDemoNetworkProducts(tx);
  await insertDemoFollowUpOffer(tx, context);
}
