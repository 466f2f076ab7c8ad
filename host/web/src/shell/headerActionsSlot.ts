import { createSlotRef } from '@portal/core';

/** Buttons in the header (customer service, chat). To move to core's well-known slots (requested). */
export const HEADER_ACTIONS_SLOT = createSlotRef<object>({ id: 'core.headerActions' });
