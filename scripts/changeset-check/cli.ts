// `npm run changeset:check` (a step of `npm test`): fails when a package changed since its last
// version commit and no pending changeset names it (scripts/changeset-check/unreleasedChanges.ts).
import { fileURLToPath } from 'node:url';
import { isShallowClone, unreleasedPackages } from './unreleasedChanges';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

if (isShallowClone(repoRoot)) {
  console.error('changeset check: this clone is shallow, so the commits that set each version are missing. Run `git fetch --unshallow` first.');
  process.exit(1);
}
const unreleased = unreleasedPackages(repoRoot);
if (unreleased.length === 0) {
  console.log('changeset check: every package changed since its last version has a pending changeset');
  process.exit(0);
}
for (const { name, changedFiles } of unreleased) {
  const shown = changedFiles.slice(0, 5).join(', ');
  console.error(
    `${name} changed since its last version without a changeset: ${shown}${changedFiles.length > 5 ? `, and ${changedFiles.length - 5} more` : ''}`,
  );
}
console.error(
  "\nAdd one with `npx changeset` (or a .changeset/<name>.md naming the package and its bump), describing the change for the package's users.",
);
process.exit(1);
