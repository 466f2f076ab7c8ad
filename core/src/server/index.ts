// Public server API of @portal/core: what server plugins and the API host build on.
export type { Database, Queryable, QueryResult, Migration, PreparedSql, Sql } from './database';
export { preparedSql, sqlText } from './database';
export { ApiError, notFound, API_ERROR_CODES, type ApiErrorCode, type ApiErrorBody } from './errors';
export type {
  AccessRight,
  AccessRelation,
  LocationAction,
  AuthenticatedUser,
  ActingRepresentative,
  ActingKind,
  LocationGrant,
  LocationAccess,
} from './access';
export * from './services';
export { defineServerPlugin, type ServerPlugin, type ServerPluginContext, type DemoDataContext } from './serverPlugin';
export type { AddedCustomership, InvoiceCustomershipInput } from './customership';
export type { MappingRefresh, NewAccount, UserAccounts } from './userAccounts';
export {
  accountCredentialsServiceRef,
  customerRegisterServiceRef,
  customershipsServiceRef,
  mailOutboxServiceRef,
  personIdDigestServiceRef,
  sessionCookiesServiceRef,
  strongAuthProviderServiceRef,
  userAccountsServiceRef,
  verificationCodesServiceRef,
  type AccountCredentials,
  type Customerships,
  type MailOutbox,
  type OutgoingMail,
  type PersonIdDigest,
  type SessionCookies,
  type StrongAuthProvider,
  type VerificationCodePolicy,
} from './accountServices';
export type { CustomerRecord, CustomerRegister, LinkedCustomership, StrongAuthSettings } from './customerRegister';
export { maintenanceServiceRef, MAINTENANCE_OFF, type MaintenanceService, type MaintenanceState } from './maintenanceService';
export { saveLocationDisplayName } from './locationNames';
export { apiKeyAuthServiceRef, type ApiKeyAuthenticator } from './apiKeyAuth';
export { AUDIT_EVENT_KINDS, redactAuditDetails, type AuditEvent, type AuditEventKind, type AuditEntry } from './audit';
export type { PluginCommand, CommandContext } from './command';
export * from './jobs';
export * from './notify';
export { evaluatePermission } from '../permissions/evaluatePermission';
export { adminCompaniesOf } from '../permissions/adminCompanies';
export { mayGrant } from '../permissions/mayGrant';
export { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from '../permissions/policy';
export { CORE_API_VERSION } from '../plugin/apiVersion';
export { COMPANIES, ADMIN_GROUPS, type CompanyCode, type AdminGroup } from '../permissions/permissionKeys';
export { defineRoute, type HttpMethod, type RouteSchemas, type RouteInput, type RouteDefinition, type RouteUser } from './route';
export {
  installRouteGuard,
  bindRouteScope,
  routeGuardBinding,
  type RouteGuardHost,
  type ModeRefusal,
  type RouteCaller,
  type RouteScope,
  type ActedCustomer,
} from './routeGuard';
export {
  pathParamNames,
  ownUserParam,
  activeUserParam,
  type RouteAccess,
  type PathParamRole,
  type ResourceFields,
  type RouteInventoryEntry,
} from './routeInventory';
export { requireSafeText, MAX_INPUT_DEPTH } from './safeText';
export type { UiMode } from '../gating/gate';
export * from './contracts';
export { companyAdminPermission, type PermissionKey } from '../permissions/permissionKeys';
export { type FeatureFlagKey, type FlagValues, type EffectiveFlags } from '../flags/featureFlags';
export { defineFlags, type FlagDeclaration, type FlagDeclarations, type FlagKeyOf } from '../flags/flagDeclaration';
export {
  composeFlagCatalogue,
  catalogueHas,
  resolveFlags,
  FlagCatalogueError,
  type CatalogueFlag,
  type FlagCatalogue,
  type FlagOwner,
} from '../flags/flagCatalogue';
export { companyFlagProblems, type CompanyFlagCheck } from '../flags/companyFlagProblems';
export {
  definePermissions,
  composePermissionList,
  type PermissionDeclaration,
  type PermissionDeclarations,
} from '../permissions/permissionDeclaration';
export type { CompanyDistribution } from '../host/companyDistribution';
// React-free, so @portal/config can import them from here and stay loadable by the Node server.
export { defineDistribution } from '../host/companyDistribution';
export { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from '../host/portalConstants';
export * from './caches';
export * from './integrations';
// Finnish personal identity codes' shape and check character (the keyed digest is the host's: personIdDigestServiceRef).
export { ACCESS_RIGHTS, GRAPH_MODES, type GraphMode } from '../shared/userEnumerations';
