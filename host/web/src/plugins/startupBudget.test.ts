import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_GZIP_BYTES, runtimeReason, startupProblems } from '../../scripts/startupBudget.mjs';

const PREFIX = '../../../../../plugins/tips/src/';
const manifestSource = `import { CORE_API_VERSION, definePlugin, LOCATION_CARD_SLOT, type Gate } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { tipsRoute } from './routes';
export const tipsPlugin = definePlugin({ id: 'tips' });`;
const routesSource = `import { createRouteRef } from '@portal/core';\nexport const tipsRoute = createRouteRef({ id: 'tips.index', path: '/vinkit' });`;
const translationsSource = `import type { PluginTranslations } from '@portal/core';\nimport { fi } from './fi';`;
const contractSource = `import { z } from 'zod';\nexport const tipSchema = z.object({ text: z.string() });`;

function analysis(initialGzipBytes: number, files: Record<string, string>) {
  return {
    company: 'VARE',
    initialGzipBytes,
    chunks: [
      { initial: true, sources: Object.keys(files).map((file) => PREFIX + file), sourcesContent: Object.values(files) },
      // Lazy chunks may hold anything.
      { initial: false, sources: [`${PREFIX}web/TipsPage.tsx`], sourcesContent: ['export default function TipsPage() {}'] },
    ],
  };
}

describe('start-up budget', () => {
  it('passes a manifest with its refs and texts within the budget', () => {
    expect(
      startupProblems(analysis(100 * 1024, { 'index.ts': manifestSource, 'routes.ts': routesSource, 'translations/index.ts': translationsSource })),
    ).toEqual([]);
  });

  it('names the company, the size and the budget when over it', () => {
    const [problem] = startupProblems(analysis(INITIAL_JS_BUDGET_GZIP_BYTES + 2048, { 'index.ts': manifestSource }));
    expect(problem).toMatch(/^VARE: initial JS is 142\.0 KB gzip, over the 140\.0 KB budget/);
  });

  it('names the plugin and the module when runtime code is in the start-up chunk', () => {
    const problems = startupProblems(analysis(100 * 1024, { 'index.ts': manifestSource, 'contract/tip.ts': contractSource, 'web/TipsCard.tsx': '' }));
    expect(problems).toEqual([
      expect.stringContaining('VARE: plugin "tips" has runtime code in the start-up chunk: src/contract/tip.ts (it imports "zod")'),
      expect.stringContaining('plugin "tips" has runtime code in the start-up chunk: src/web/TipsCard.tsx (it is a component module (.tsx))'),
    ]);
  });

  it('tells manifest imports of @portal/core from runtime ones', () => {
    expect(runtimeReason('src/index.ts', manifestSource)).toBeUndefined();
    expect(runtimeReason('src/hooks.ts', `import { useApi, type ApiKey } from '@portal/core';`)).toBe('it uses "useApi" from @portal/core');
    expect(runtimeReason('src/all.ts', `import * as core from '@portal/core';`)).toBe('it imports all of "@portal/core"');
    expect(runtimeReason('src/types.ts', `import type { Dayjs } from 'dayjs';`)).toBeUndefined();
    // A plugin's own flag and permission declarations and its external route refs are manifest data.
    expect(runtimeReason('src/contract/flags.ts', `import { defineFlags } from '@portal/core/shared';`)).toBeUndefined();
    expect(runtimeReason('src/web/routes.ts', `import { createExternalRouteRef, createRouteRef } from '@portal/core';`)).toBeUndefined();
    expect(runtimeReason('src/format.ts', `import { formatMoney } from '@portal/core/shared';`)).toBe(
      'it uses "formatMoney" from @portal/core/shared',
    );
  });
});
