import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { undeclaredImports } from './undeclaredImports.mjs';

let packageDir: string;
beforeEach(() => {
  packageDir = mkdtempSync(join(tmpdir(), 'undeclared-'));
  mkdirSync(join(packageDir, 'dist', 'chunks'), { recursive: true });
  writeFileSync(
    join(packageDir, 'package.json'),
    JSON.stringify({ name: '@x/plugin-a', dependencies: { zod: '^3' }, peerDependencies: { '@x/core': '^1', react: '^19' } }),
  );
});
afterEach(() => rmSync(packageDir, { recursive: true, force: true }));

it('accepts declared packages, their subpaths, Node modules and relative imports', () => {
  writeFileSync(
    join(packageDir, 'dist', 'index.js'),
    "import { z } from 'zod';\nimport { jsx } from 'react/jsx-runtime';\nexport { a } from '@x/core/server';\nimport fs from 'node:fs';\nimport path from 'path';\nimport './chunks/b.js';\nconst lazy = () => import('./chunks/c.js');\nconst text = \"import x from 'not-a-real-import'\";\n",
  );
  expect(undeclaredImports(packageDir)).toEqual([]);
});

it('names a package the built code imports without declaring it, in chunks and dynamic imports too', () => {
  writeFileSync(join(packageDir, 'dist', 'index.js'), "import { DISTRIBUTIONS } from '@x/config';\n");
  writeFileSync(join(packageDir, 'dist', 'chunks', 'b.js'), "const pdf = () => import('pdfkit');\n");
  expect(undeclaredImports(packageDir)).toEqual(['@x/config', 'pdfkit']);
});
