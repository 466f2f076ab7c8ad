import { CORE_API_VERSION, definePlugin, LOCATION_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import {
  CONTRACT_ACTION_FAILED_MODAL,
  FOLLOW_UP_OFFER_CONFIRM_MODAL,
  FOLLOW_UP_OFFER_SUCCESS_MODAL,
  GREEN_POWER_CONFIRM_MODAL,
  GREEN_POWER_INFO_MODAL,
  GREEN_POWER_SUCCESS_MODAL,
} from './web/modals';
import { contractsRoute } from './web/routes';
import { contractsTranslations } from './web/translations';
import { CONTRACTS_FLAGS } from './contract/flags';

/**
 * The contracts plugin (flag contractsAndPrices): a place's contracts and prices page, and a contract
 * card on the place's page via LOCATION_CARD_SLOT. Green power and follow-up modals carry their own
 * flags, so they are gated exactly like the server routes behind them. Importing this registers nothing.
 */
export const contractsPlugin = definePlugin({
  id: 'contracts',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CONTRACTS_FLAGS,
  enabledWhen: { flag: 'contractsAndPrices' },
  routes: [{ ref: contractsRoute, page: () => import('./web/pages/ContractsPage') }],
  slots: [
    {
      id: 'contracts.locationCard',
      slot: LOCATION_CARD_SLOT,
      component: () => import('./web/components/ContractsLocationCard'),
      order: 20,
    },
  ],
  modals: [
    { ref: GREEN_POWER_INFO_MODAL, component: () => import('./web/modals/GreenPowerInfoModal'), enabledWhen: { flag: 'greenPower' } },
    { ref: GREEN_POWER_CONFIRM_MODAL, component: () => import('./web/modals/GreenPowerConfirmModal'), enabledWhen: { flag: 'greenPower' } },
    { ref: GREEN_POWER_SUCCESS_MODAL, component: () => import('./web/modals/GreenPowerSuccessModal'), enabledWhen: { flag: 'greenPower' } },
    {
      ref: FOLLOW_UP_OFFER_CONFIRM_MODAL,
      component: () => import('./web/modals/FollowUpOfferConfirmModal'),
      enabledWhen: { flag: 'followUpOffer' },
    },
    {
      ref: FOLLOW_UP_OFFER_SUCCESS_MODAL,
      component: () => import('./web/modals/FollowUpOfferSuccessModal'),
      enabledWhen: { flag: 'followUpOffer' },
    },
    { ref: CONTRACT_ACTION_FAILED_MODAL, component: () => import('./web/modals/ContractActionFailedModal') },
  ],
  translations: contractsTranslations,
  // requirements §7 demo mode: the demo house's contracts for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.contractsDemoAnswers),
});

export default contractsPlugin;
export { contractsRoute } from './web/routes';
export type { ContractDetail, ContractsResponse } from './contract/contracts';
