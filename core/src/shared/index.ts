// React-free core API shared by the web, the server and @portal/config: what a company
// distribution is made of. Importing it never loads React or styled-components, so Node code
// (the API server, build scripts) can read the company configuration.
export { defineDistribution, type CompanyDistribution, type CustomerServiceNumber, type ChatConfig } from '../host/companyDistribution';
export { type PortalTheme } from '../host/portalTheme';
export { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from '../host/portalConstants';
export { COMPANIES, ADMIN_GROUPS, type CompanyCode, type AdminGroup } from '../permissions/permissionKeys';
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
// Finnish display formats (requirements §9). Pure (dayjs and Intl only), so server code such as a PDF
// renderer formats numbers and dates exactly as the web does.
export { formatDate, formatDateTime, formatTime, formatIntervalEnd, formatIntervalEndTime } from '../format/formatDates';
export { csvDocument, CSV_SEPARATOR } from '../format/csvDocument';
export { formatNumber, formatMoney, formatPercentChange, percentChange, NO_BREAK_SPACE } from '../format/formatNumbers';
export { PORTAL_TIME_ZONE, inHelsinki, type Instant } from '../format/helsinkiTime';
// The one API form of a calendar date, shared by every plugin's contract.
export { localDateSchema, type LocalDateString } from './localDateSchema';
export { ACCESS_RIGHTS, GRAPH_MODES, type GraphMode } from './userEnumerations';
// The in-process cache registry is plain data, so browser-safe code (the domain's time arithmetic) registers here too.
export { registerMapCache } from '../server/caches/cacheRegistry';
