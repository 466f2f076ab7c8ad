// Public web API of @portal/core. Everything not exported here is internal.
export { CORE_API_VERSION } from './plugin/apiVersion';
export { createRouteRef, type RouteRef } from './plugin/routeRef';
export { createModalRef, type ModalRef, type ModalKind } from './plugin/modalRef';
export { createSlotRef, type SlotRef } from './plugin/slotRef';
export {
  definePlugin,
  MENU_SECTIONS,
  LANGUAGES,
  type PluginManifest,
  type RouteContribution,
  type MenuStep,
  type MenuSection,
  type ModalContribution,
  type ModalComponentProps,
  type SlotContribution,
  type LazyComponent,
  type Language,
  type PluginTranslations,
  type TranslationResources,
  type DemoAnswers,
} from './plugin/definePlugin';
export { validatePlugins, PluginValidationError } from './plugin/validatePlugins';
export { isGateOpen, type Gate, type GateContext, type UiMode } from './gating/gate';
export { activeContributions, type ActiveContributions } from './gating/activeContributions';
export {
  createServiceRef,
  provideService,
  type ServiceRef,
  type ServiceRegistration,
  type ServiceResolver,
} from './di/serviceRef';
export { createPortalContainer, registerServices, registerInstance, resolverFor, type DependencyContainer } from './di/container';
export {
  FEATURE_FLAGS,
  isFeatureFlagKey,
  resolveFlags,
  type FeatureFlagKey,
  type FlagValues,
} from './flags/featureFlags';
export {
  locationFeatureState,
  type LocationFeature,
  type LocationFeatureState,
  type FeatureQualifier,
} from './flags/locationFeatures';
export {
  COMPANIES,
  PERMISSIONS,
  ADMIN_GROUPS,
  companyAdminPermission,
  type CompanyCode,
  type PermissionKey,
  type AdminGroup,
} from './permissions/permissionKeys';
export { DEFAULT_PERMISSION_POLICY, type PermissionPolicy, type GroupRule } from './permissions/policy';
export { evaluatePermission } from './permissions/evaluatePermission';
export { LOCATION_CARD_SLOT, TOP_BAR_SLOT, type LocationCardProps } from './slots/wellKnownSlots';

// Company distribution (the shape @portal/config fills per company).
export {
  defineDistribution,
  type CompanyDistribution,
  type CustomerServiceNumber,
  type ChatConfig,
} from './host/companyDistribution';
export { type PortalTheme } from './host/portalTheme';
export { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from './host/portalConstants';
