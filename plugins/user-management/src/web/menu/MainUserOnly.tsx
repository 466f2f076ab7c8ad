import { useApi, useUserId } from '@portal/core';
import type { ReactNode } from 'react';
import { USER_MANAGEMENT_API } from '../../contract/paths';

interface Companies {
  readonly companies?: readonly { readonly role?: string }[];
}

/**
 * The menu step's gate (MenuStep.shownWhen): "user management" is shown only to a main user of some
 * business customer; a sub-user (alikayttaja@vare.example) sees no step. Without the schema on purpose:
 * this loads with the menu of every B2B user, and the page checks the same answer with its schema.
 */
export default function MainUserOnly({ children }: { readonly children: ReactNode }) {
  const userId = useUserId();
  const answer = useApi<Companies>(userId ? USER_MANAGEMENT_API.companies(userId) : null);
  const isMainUser = answer.data?.companies?.some((company) => company.role === 'main') ?? false;
  return isMainUser ? <>{children}</> : null;
}
