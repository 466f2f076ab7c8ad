import { createSlotRef } from '../plugin/slotRef';

/**
 * Extension points shared between plugins live in core, so that a plugin filling a slot never
 * imports the plugin that renders it.
 */
export interface LocationCardProps {
  readonly locationIdentifier: string;
}

/** Cards on a use place's page (consumption summary, invoices, budget, ...). */
export const LOCATION_CARD_SLOT = createSlotRef<LocationCardProps>({ id: 'core.locationCard' });

/** Notifications in the top bar (requirements §1 admin "top-bar notifications"). */
export const TOP_BAR_SLOT = createSlotRef<object>({ id: 'core.topBar' });

/** Buttons in the header next to the language switch (customer service numbers, chat launcher). */
export const HEADER_ACTIONS_SLOT = createSlotRef<object>({ id: 'core.headerActions' });

/**
 * Cards on the front page (`/`, "Etusivu"): each a glance at one thing (yesterday's consumption, the
 * latest invoice, the budget, the spot price now) and a link to its page. They take no props: a card
 * finds the user's places itself and renders nothing when it has nothing to say. The company orders
 * them (CompanyDistribution.frontPageCards).
 */
export const FRONT_PAGE_CARD_SLOT = createSlotRef<object>({ id: 'core.frontPageCard' });

/**
 * Cards on the front page for a user who sees no use places, under the empty state, where the
 * ordinary cards would have nothing to say (the way to register as a customer). No props; a card
 * renders nothing when it does not apply.
 */
export const FRONT_PAGE_NO_PLACES_SLOT = createSlotRef<object>({ id: 'core.frontPageNoPlaces' });

/**
 * Cards under a place's consumption chart (`/kulutus/:id`, `/kaukolampo/:id`): what another plugin has
 * to say beside the consumption, e.g. market-price's advertisement tile. A card renders nothing when it
 * has nothing to say; the consumption page neither waits for nor breaks with it.
 */
export const CONSUMPTION_PAGE_SLOT = createSlotRef<LocationCardProps>({ id: 'core.consumptionPage' });
