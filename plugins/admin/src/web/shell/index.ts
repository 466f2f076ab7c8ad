/** The admin shell every admin page is built in (ADMIN_COMMON.md). */
export { AdminLayout, type AdminLayoutProps } from './AdminLayout';
export { AdminCompanySelector } from './AdminCompanySelector';
export { useAdminCompany, type AdminCompany } from './useAdminCompany';
export type { AdminCompanyChoice } from './adminCompanyStore';
