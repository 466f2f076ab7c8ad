// Each boundary rule against deliberate violations (must be reported) and the imports it allows.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import portal from './index.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const typescript = { parser: tseslint.parser };

describe('portal/plugin-boundaries', () => {
  const file = at('plugins/alerts/src/web/pages/AlertsPage.tsx');
  tester.run('plugin-boundaries', portal.rules['plugin-boundaries'], {
    valid: [
      { filename: file, code: "import { x } from '@portal/plugin-invoices/common';" },
      { filename: file, code: "import { alerts } from '@portal/plugin-alerts';" },
      { filename: file, code: "import { alertsContract } from '@portal/plugin-alerts/contract';" },
      { filename: file, code: "import { Card } from '@portal/core';" },
      { filename: file, code: "import { thing } from '../components/thing';" },
      { filename: file, code: "import data from '../../../package.json';" },
      { filename: file, code: "const m = await import('@portal/plugin-invoices/common');" },
      // Files outside plugins/ are not this rule's business.
      { filename: at('host/web/src/companyPlugins.ts'), code: "import { invoices } from '@portal/plugin-invoices';" },
      { filename: at('config/src/index.ts'), code: "import { invoices } from '@portal/plugin-invoices';" },
    ],
    invalid: [
      { filename: file, code: "import { invoices } from '@portal/plugin-invoices';", errors: [{ messageId: 'otherPlugin' }] },
      { filename: file, code: "import { c } from '@portal/plugin-invoices/contract';", errors: [{ messageId: 'otherPlugin' }] },
      { filename: file, code: "import { s } from '@portal/plugin-invoices/server';", errors: [{ messageId: 'otherPlugin' }] },
      { filename: file, code: "export * from '@portal/plugin-b2b';", errors: [{ messageId: 'otherPlugin' }] },
      { filename: file, code: "const m = await import('@portal/plugin-b2b');", errors: [{ messageId: 'otherPlugin' }] },
      {
        filename: at('plugins/alerts/src/web/types.ts'),
        code: "type T = import('@portal/plugin-b2b').B2bThing;",
        languageOptions: typescript,
        errors: [{ messageId: 'otherPlugin' }],
      },
      { filename: file, code: "import { x } from '../../../../invoices/src/web/x';", errors: [{ messageId: 'leavesPlugin' }] },
      { filename: file, code: "import { x } from '../../../../../core/src/index';", errors: [{ messageId: 'leavesPlugin' }] },
      // A plugin whose name starts like another's is still another plugin.
      {
        filename: at('plugins/customer-info/src/web/x.ts'),
        code: "import { y } from '../../../customer-infoX/src/y';",
        errors: [{ messageId: 'leavesPlugin' }],
      },
    ],
  });
});

describe('portal/no-host-import', () => {
  tester.run('no-host-import', portal.rules['no-host-import'], {
    valid: [
      { filename: at('host/web/src/main.tsx'), code: "import { x } from '../../server/src/app';" },
      { filename: at('host/server/src/main.ts'), code: "import { x } from '@portal/host-server/testing';" },
      // core's own src/host folder is not the host application.
      {
        filename: at('core/src/react/portalStore.ts'),
        code: "import type { PortalRuntime } from '../host/createPortalRuntime';",
        languageOptions: typescript,
      },
      { filename: at('plugins/alerts/src/server/index.ts'), code: "import { definePlugin } from '@portal/core/server';" },
    ],
    invalid: [
      {
        filename: at('plugins/alerts/src/server/x.server.test.ts'),
        code: "import { startTestServer } from '@portal/host-server/testing';",
        errors: [{ messageId: 'hostImport' }],
      },
      {
        filename: at('core/src/server/testing/x.ts'),
        code: "import { app } from '../../../../host/server/src/app';",
        errors: [{ messageId: 'hostImport' }],
      },
      { filename: at('config/src/index.ts'), code: "import web from '@portal/host-web';", errors: [{ messageId: 'hostImport' }] },
      { filename: at('scripts/x.mjs'), code: "import { app } from '../host/server/src/app.ts';", errors: [{ messageId: 'hostImport' }] },
      { filename: at('ui/src/x.ts'), code: "export { y } from '../../host/web/src/y';", errors: [{ messageId: 'hostImport' }] },
    ],
  });
});

describe('portal/framework-imports', () => {
  tester.run('framework-imports', portal.rules['framework-imports'], {
    valid: [
      { filename: at('core/src/index.ts'), code: "import { lazy } from 'react';" },
      { filename: at('core/src/index.ts'), code: "export { x } from './host/companyDistribution';" },
      { filename: at('ui/src/index.ts'), code: "import { useTranslation } from '@portal/core';" },
      { filename: at('domain/src/index.ts'), code: "import { z } from 'zod';" },
      { filename: at('host/web/src/x.ts'), code: "import { companies } from '@portal/config';" },
    ],
    invalid: [
      { filename: at('core/src/flags/featureFlags.ts'), code: "import { alerts } from '@portal/plugin-alerts';", errors: [{ messageId: 'plugin' }] },
      {
        filename: at('core/src/flags/featureFlags.ts'),
        code: "import { c } from '@portal/plugin-alerts/common';",
        errors: [{ messageId: 'plugin' }],
      },
      { filename: at('core/src/x.ts'), code: "import { companies } from '@portal/config';", errors: [{ messageId: 'config' }] },
      { filename: at('core/src/x.ts'), code: "import { x } from '../../plugins/alerts/src/x';", errors: [{ messageId: 'plugin' }] },
      { filename: at('core/src/x.ts'), code: "import { x } from '../../config/src/distributions/vare';", errors: [{ messageId: 'config' }] },
      { filename: at('ui/src/DataTable.tsx'), code: "import { invoices } from '@portal/plugin-invoices';", errors: [{ messageId: 'plugin' }] },
      { filename: at('domain/src/pricing.ts'), code: "import { companies } from '@portal/config';", errors: [{ messageId: 'config' }] },
    ],
  });
});

describe('portal/domain-no-ui', () => {
  tester.run('domain-no-ui', portal.rules['domain-no-ui'], {
    valid: [
      { filename: at('domain/src/time/helsinki.ts'), code: "import { z } from 'zod';" },
      { filename: at('domain/src/time/helsinki.ts'), code: "import { x } from '@portal/core/shared';" },
      { filename: at('domain/src/time/helsinki.ts'), code: "import { reactive } from './reactive';" },
      { filename: at('ui/src/Card.tsx'), code: "import styled from 'styled-components';" },
      { filename: at('core/src/react/x.ts'), code: "import { useState } from 'react';" },
    ],
    invalid: [
      { filename: at('domain/src/x.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'uiImport' }] },
      { filename: at('domain/src/x.ts'), code: "import { jsx } from 'react/jsx-runtime';", errors: [{ messageId: 'uiImport' }] },
      { filename: at('domain/src/x.ts'), code: "import styled from 'styled-components';", errors: [{ messageId: 'uiImport' }] },
      { filename: at('domain/src/x.ts'), code: "import useSWR from 'swr';", errors: [{ messageId: 'uiImport' }] },
      { filename: at('domain/src/x.ts'), code: "import { Card } from '@portal/ui';", errors: [{ messageId: 'uiImport' }] },
      { filename: at('domain/src/x.ts'), code: "import { Card } from '../../ui/src/Card';", errors: [{ messageId: 'uiImport' }] },
    ],
  });
});

// The rules are only as good as their wiring: the repository's own eslint.config.js must apply them.
describe('eslint.config.js', () => {
  it('reports a plugin importing another plugin, with the repository configuration', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText("import { invoices } from '@portal/plugin-invoices';\nexport const x = invoices;\n", {
      filePath: at('plugins/b2b/src/web/violation.ts'),
    });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['portal/plugin-boundaries']);
  });
});
