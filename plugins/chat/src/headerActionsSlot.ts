import { createSlotRef } from '@portal/core';

/**
 * The header's action area. Belongs in core's well-known slots (requested); until it is there, this
 * ref names the same slot id the web host renders, so moving it to core changes no behaviour.
 */
export const HEADER_ACTIONS_SLOT = createSlotRef<object>({ id: 'core.headerActions' });
