import type { ReactNode } from 'react';
import { PageHeader, Stack } from '@portal/ui';
import { AdminCompanySelector } from './AdminCompanySelector';

export interface AdminLayoutProps {
  /** The page's h1. */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Page-wide buttons beside the title. */
  readonly actions?: ReactNode;
  /** A back link above the title. */
  readonly context?: ReactNode;
  /** Pages about one company's data show the selector; a page about the admin's own work may not. */
  readonly companySelector?: boolean;
  readonly children?: ReactNode;
}

/**
 * The frame of every admin page: the page header and, under it, the company selector limited to the
 * companies the admin may handle. Pages read the choice with useAdminCompany().
 */
export function AdminLayout({ title, description, actions, context, companySelector = true, children }: AdminLayoutProps) {
  return (
    <Stack>
      <PageHeader title={title} description={description} actions={actions} context={context} />
      {companySelector && <AdminCompanySelector />}
      {children}
    </Stack>
  );
}
