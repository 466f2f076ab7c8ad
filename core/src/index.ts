// Public web API of @portal/core. Everything not exported here is internal.
export { CORE_API_VERSION } from './plugin/apiVersion';
export { createRouteRef, type RouteRef } from './plugin/routeRef';
export { createExternalRouteRef, type ExternalRouteRef } from './plugin/externalRouteRef';
export { createModalRef, type ModalRef, type ModalKind } from './plugin/modalRef';
export { createSlotRef, type SlotRef } from './plugin/slotRef';
export {
  definePlugin,
  MENU_SECTIONS,
  pluginStartupNamespace,
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
  type TranslationLoader,
  type TranslationResources,
  type DemoAnswers,
  type AdminContributions,
  type DemoAnswer,
  type RoutedDemoAnswer,
} from './plugin/definePlugin';
export { validatePlugins, PluginValidationError } from './plugin/validatePlugins';
export { routeBindingProblems } from './plugin/routeBindingProblems';
export { loadTexts, preloadPluginTexts } from './host/createPortalI18n';
export { ADMIN_ACCESS_PERMISSION, loadAdminParts, withAdminParts, withAllAdminParts } from './plugin/adminParts';
export { pluginIdOf } from './plugin/pluginIdOf';
export { isGateOpen, type Gate, type GateContext, type UiMode } from './gating/gate';
export { activeContributions, type ActiveContributions } from './gating/activeContributions';
export { createServiceRef, provideService, type ServiceRef, type ServiceRegistration, type ServiceResolver } from './di/serviceRef';
export { createPortalContainer, registerServices, registerInstance, resolverFor, type DependencyContainer } from './di/container';
export { type FeatureFlagKey, type FlagValues, type EffectiveFlags } from './flags/featureFlags';
export { defineFlags, type FlagDeclaration, type FlagDeclarations, type FlagKeyOf } from './flags/flagDeclaration';
export {
  composeFlagCatalogue,
  catalogueHas,
  resolveFlags,
  FlagCatalogueError,
  type CatalogueFlag,
  type FlagCatalogue,
  type FlagOwner,
} from './flags/flagCatalogue';
export { companyFlagProblems, type CompanyFlagCheck } from './flags/companyFlagProblems';
export {
  definePermissions,
  composePermissionList,
  type PermissionDeclaration,
  type PermissionDeclarations,
} from './permissions/permissionDeclaration';
export { locationFeatureState, type LocationFeature, type LocationFeatureState, type FeatureQualifier } from './flags/locationFeatures';
export { COMPANIES, ADMIN_GROUPS, companyAdminPermission, type CompanyCode, type PermissionKey, type AdminGroup } from './permissions/permissionKeys';
export { DEFAULT_PERMISSION_POLICY, type PermissionPolicy, type GroupRule } from './permissions/policy';
export { adminCompaniesOf } from './permissions/adminCompanies';
export { mayGrant } from './permissions/mayGrant';
export { evaluatePermission } from './permissions/evaluatePermission';
export {
  LOCATION_CARD_SLOT,
  TOP_BAR_SLOT,
  HEADER_ACTIONS_SLOT,
  FRONT_PAGE_CARD_SLOT,
  FRONT_PAGE_NO_PLACES_SLOT,
  CONSUMPTION_PAGE_SLOT,
  type LocationCardProps,
} from './slots/wellKnownSlots';

// Company distribution (the shape @portal/config fills per company).
export { defineDistribution, type CompanyDistribution, type CustomerServiceNumber, type ChatConfig } from './host/companyDistribution';
export { type PortalTheme } from './host/portalTheme';
export { themeColor, colorFrom, type ThemeColorName } from './host/themeColor';
export { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from './host/portalConstants';

// The frame every modal is drawn in (the modal service renders it); @portal/ui's dialogs build on it.
export { ModalDialog, ModalTitle, ModalActions } from './react/ModalDialog';

// Host runtime: assembles one company's portal from its plugins.
export {
  createPortalRuntime,
  assemblePortalRuntime,
  type PortalRuntime,
  type PortalRuntimeOptions,
  type RuntimeCompany,
} from './host/createPortalRuntime';
export { CORE_NAMESPACE, coreTranslations } from './host/coreTranslations';

// Core services: refs to resolve them by, and their interfaces.
export { ClockRef, systemClock, type Clock } from './services/clock/clock';
export { LoggerRef, type Logger, type LogLevel } from './services/logger/logger';
export { lastClientError, rememberClientError, type ClientError } from './services/logger/lastError';
export { createConsoleLogger } from './services/logger/consoleLogger';
export {
  ApiClientRef,
  AUTH_PATH_PREFIX,
  isAuthPath,
  type ApiClient,
  type ApiRequestOptions,
  type HttpMethod,
  type QueryValue,
  type ResponseSchema,
  type ResponseIssue,
} from './services/api/apiClient';
export { ApiRequestError, isApiRequestError, type ClientErrorCode } from './services/api/apiRequestError';
export { coreModalForError, showApiErrorModal } from './services/api/apiErrorModal';
export { WEB_VERSION, WEB_VERSION_HEADER } from './services/api/webVersion';
export {
  SessionServiceRef,
  SESSION_PATHS,
  sessionStatusSchema as sessionStatusAnswerSchema,
  type SessionService,
  type SessionState,
  type SessionStatus,
} from './services/session/sessionService';
export { SESSION_REFRESH_LEAD_MS, SESSION_REFRESH_ATTEMPTS, SESSION_WARNING_LEAD_MS } from './services/session/sessionTiming';
export { PermissionServiceRef, type PermissionService } from './services/permissions/permissionService';
export { FeatureFlagServiceRef, type FeatureFlagService } from './services/flags/featureFlagService';
export { UiModeRef, type UiModeService } from './services/mode/uiModeService';
export { ModalServiceRef, type ModalService, type ModalHandle, type OpenModal } from './services/modals/modalService';
export { CORE_MODALS, type CoreMessageModalProps, type CoreModalName } from './services/modals/coreModals';
export { ClientStateRef, type ClientState, type ClientStateStore, type UnreadMessagesMarker } from './state/clientState';

// Web push to this browser (docs/push.md); its toggle is @portal/ui's WebPushToggle.
export {
  createWebPushService,
  browserPush,
  PUSH_PATHS,
  SERVICE_WORKER_URL,
  type WebPushService,
  type WebPushState,
  type PushBrowser,
  type PushRegistrationLike,
  type PushSubscriptionLike,
} from './push/webPushService';

// Finnish formats (requirements §9).
export { FormattersRef, finnishFormatters, type Formatters } from './format/formatters';
export { formatDate, formatDateTime, formatTime, formatIntervalEnd, formatIntervalEndTime } from './format/formatDates';
export { helsinkiInstant } from './format/helsinkiInstant';
export { formatNumber, formatMoney, formatPercentChange, percentChange, NO_BREAK_SPACE } from './format/formatNumbers';
export { PORTAL_TIME_ZONE, inHelsinki, type Instant } from './format/helsinkiTime';
// CSV files as Finnish spreadsheets and Datahub read them (one helper for every plugin's export).
export { csvDocument, CSV_SEPARATOR } from './format/csvDocument';

// React bindings.
export { PortalProvider } from './react/PortalProvider';
export { usePortalRuntime } from './react/portalContext';
export { useService } from './react/useService';
export { useFeature, useLocationFeature } from './react/useFeature';
export { useCan } from './react/useCan';
export { useSession } from './react/useSession';
export { useUserId } from './react/useUserId';
export { useClientState, useClientStateStore } from './react/useClientState';
export { useModal } from './react/useModal';
export { useFormatters } from './react/useFormatters';
export { useActiveContributions } from './react/useActiveContributions';
export { useExternalRoutePath } from './react/useExternalRoutePath';
export { useUiMode } from './react/useUiMode';
export { useApi, type ApiReadOptions } from './react/useApi';
export { useApiMutation, type ApiMutation, type ApiMutationOptions } from './react/useApiMutation';
export { definePortalStore, type PortalStore } from './react/portalStore';
export { type ApiKey } from './react/swrKey';
export { Slot, orderContributions, type SlotProps } from './react/Slot';
export { ModalHost } from './react/ModalHost';
export { focusableElements, keepTabInside } from './react/focusableElements';
export { lazyComponent } from './react/lazyComponent';
export { ContributionErrorBoundary } from './react/ContributionErrorBoundary';
// One copy of react-i18next for every plugin: `useTranslation('<pluginId>')`.
export { useTranslation, Trans } from 'react-i18next';
export { ACCESS_RIGHTS, GRAPH_MODES, type GraphMode } from './shared/userEnumerations';
