import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { danglingTypeImports } from './danglingTypeImports.mjs';

let packageDir: string;
beforeEach(() => {
  packageDir = mkdtempSync(join(tmpdir(), 'dangling-'));
  mkdirSync(join(packageDir, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(packageDir, 'dist', 'chunks', 'page.d-1.d.ts'), 'export declare const a: 1;\n');
  writeFileSync(join(packageDir, 'dist', 'contract.d.ts'), 'export declare const b: 2;\n');
});
afterEach(() => rmSync(packageDir, { recursive: true, force: true }));

it('accepts imports of bundled chunks and entries, with or without .js, and of packages', () => {
  writeFileSync(
    join(packageDir, 'dist', 'index.d.ts'),
    "import { a } from './chunks/page.d-1.js';\nexport { b } from './contract';\nimport * as react from 'react';\n",
  );
  expect(danglingTypeImports(packageDir)).toEqual([]);
});

it('names an import of a source path that was left unbundled', () => {
  writeFileSync(join(packageDir, 'dist', 'index.d.ts'), "import * as page from './web/pages/InvoicesPage';\n");
  expect(danglingTypeImports(packageDir)).toEqual([`${join('dist', 'index.d.ts')}: ./web/pages/InvoicesPage`]);
});
