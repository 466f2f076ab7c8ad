// React-free core API shared by the web, the server and @portal/config: what a company
// distribution is made of. Importing it never loads React or styled-components, so Node code
// (the API server, build scripts) can read the company configuration.
export {
  defineDistribution,
  type CompanyDistribution,
  type CustomerServiceNumber,
  type ChatConfig,
} from '../host/companyDistribution';
export { type PortalTheme } from '../host/portalTheme';
export { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from '../host/portalConstants';
export { COMPANIES, type CompanyCode } from '../permissions/permissionKeys';
export { FEATURE_FLAGS, resolveFlags, isFeatureFlagKey, type FeatureFlagKey, type FlagValues } from '../flags/featureFlags';
