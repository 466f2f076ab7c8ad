// The workspace packages that build as libraries: every workspace whose package.json "exports" has an
// entry with both a `source` and an `import` into ./dist. Reading the workspaces from the root
// package.json keeps the list generic: a new package (ui, domain, another plugin) builds without an edit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every workspace folder named by the root package.json, relative to the repository root. */
export function workspaceDirs(repoRoot) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

export function isLibraryPackage(packageJson) {
  return Object.values(packageJson.exports ?? {}).some(
    (target) => typeof target === 'object' && target !== null && target.source && String(target.import ?? '').startsWith('./dist/'),
  );
}

/** `{ dir, name }` of each library package, relative to the repository root, in workspace order. */
export function libraryPackages(repoRoot) {
  return workspaceDirs(repoRoot)
    .filter((dir) => existsSync(join(repoRoot, dir, 'package.json')))
    .map((dir) => ({ dir, packageJson: JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) }))
    .filter(({ packageJson }) => isLibraryPackage(packageJson))
    .map(({ dir, packageJson }) => ({ dir, name: packageJson.name }));
}
