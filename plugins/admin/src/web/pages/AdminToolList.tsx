import { Link } from 'react-router-dom';
import { pluginStartupNamespace, useActiveContributions, useTranslation, type MenuStep } from '@portal/core';

/** A contribution id is `<pluginId>.<name>`; its label lives in that plugin's startup namespace. */
function pluginOf(step: MenuStep): string {
  const dot = step.id.indexOf('.');
  return dot === -1 ? step.id : step.id.slice(0, dot);
}

function ToolLink({ step }: { step: MenuStep }) {
  const { t } = useTranslation(pluginStartupNamespace(pluginOf(step)));
  return <Link to={step.route.defaultPath}>{t(step.labelKey)}</Link>;
}

/**
 * The admin tools this admin may use: the admin menu's steps (any plugin's, `section: 'admin'`) whose
 * gates are open for the user, so the list mirrors the menu and never names a tool the server refuses.
 */
export function AdminToolList() {
  const { t } = useTranslation('admin');
  const tools = useActiveContributions()
    .menu.filter((step) => step.section === 'admin' && step.id !== 'admin.menu')
    .slice()
    .sort((a, b) => a.order - b.order);
  if (tools.length === 0) return <p>{t('page.noTools')}</p>;
  return (
    <ul>
      {tools.map((step) => (
        <li key={step.id}>
          <ToolLink step={step} />
        </li>
      ))}
    </ul>
  );
}
