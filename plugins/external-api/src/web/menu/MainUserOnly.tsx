import { useApi, useUserId } from '@portal/core';
import type { ReactNode } from 'react';
import { EXTERNAL_API_API } from '../../contract/paths';

interface Keys {
  readonly companies?: readonly unknown[];
}

/**
 * The menu step's gate (MenuStep.shownWhen): "API keys" is shown only to a main user of some business
 * customer (the key list answers the companies they may make keys for). Without the schema on purpose:
 * this loads with the menu of every B2B user, and the page checks the same answer with its schema.
 */
export default function MainUserOnly({ children }: { readonly children: ReactNode }) {
  const userId = useUserId();
  const answer = useApi<Keys>(userId ? EXTERNAL_API_API.keys(userId) : null);
  return (answer.data?.companies?.length ?? 0) > 0 ? <>{children}</> : null;
}
