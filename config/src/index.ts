// Public API of @portal/config: one typed distribution per company.
export { DISTRIBUTIONS, getDistribution, isCompanyCode } from './getDistribution';
export { VARE_DISTRIBUTION } from './distributions/vare';
export { SV_DISTRIBUTION } from './distributions/sv';
export { KUO_DISTRIBUTION } from './distributions/kuo';
export { PLUGINS_SHIPPED_BY_EVERY_COMPANY } from './distributions/companyPluginIds';
export { contrastRatio, relativeLuminance } from './accessibility/contrastRatio';
export { WCAG_AA_TEXT_CONTRAST, WCAG_AA_NON_TEXT_CONTRAST } from './accessibility/wcagLevels';
