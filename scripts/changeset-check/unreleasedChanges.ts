import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceDirs } from '../build-packages/workspacePackages.mjs';

/**
 * Which packages changed since their last release without a changeset to say so.
 *
 * `changeset status` compares with the base branch, so on a clean clone of main (nothing differs from
 * main) it can never fail. The question that holds on any branch, main included, is per package: has
 * anything a user gets changed since the commit that last set its version (`changeset version`, or
 * the package's creation), and if so, does a pending changeset name the package? Tests and the
 * CHANGELOG do not reach users, so they need none.
 */
export interface UnreleasedPackage {
  readonly name: string;
  readonly dir: string;
  /** Files changed since the version commit, relative to the repository root. */
  readonly changedFiles: readonly string[];
}

const NOT_SHIPPED = [/\/CHANGELOG\.md$/, /\.test\.tsx?$/, /\/testing\/fixtures\//];

function git(repoRoot: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** The last commit that added or changed the `"version"` line of the package's package.json. */
export function lastVersionCommit(repoRoot: string, dir: string): string | undefined {
  return git(repoRoot, ['log', '-1', '--format=%H', '-G', '"version":', '--', `${dir}/package.json`]) || undefined;
}

/** Files of the package that differ between that commit and the working tree, untracked ones included. */
function changedSince(repoRoot: string, commit: string, dir: string): string[] {
  const tracked = git(repoRoot, ['diff', '--name-only', commit, '--', dir]).split('\n');
  const untracked = git(repoRoot, ['ls-files', '--others', '--exclude-standard', '--', dir]).split('\n');
  return [...new Set([...tracked, ...untracked])].filter((file) => file && !NOT_SHIPPED.some((pattern) => pattern.test(file))).sort();
}

/** Package names in the frontmatter of every pending changeset (`.changeset/*.md` but its README). */
export function packagesWithPendingChangesets(repoRoot: string): Set<string> {
  const changesetDir = join(repoRoot, '.changeset');
  const names = new Set<string>();
  if (!existsSync(changesetDir)) return names;
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const line of frontmatter.split('\n')) {
      const name = /^\s*["']?([^"':]+)["']?\s*:/.exec(line)?.[1];
      if (name) names.add(name.trim());
    }
  }
  return names;
}

export function isShallowClone(repoRoot: string): boolean {
  return git(repoRoot, ['rev-parse', '--is-shallow-repository']) === 'true';
}

export function unreleasedPackages(repoRoot: string): UnreleasedPackage[] {
  const pending = packagesWithPendingChangesets(repoRoot);
  const unreleased: UnreleasedPackage[] = [];
  for (const dir of workspaceDirs(repoRoot)) {
    const manifestPath = join(repoRoot, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const { name } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string };
    if (pending.has(name)) continue;
    const commit = lastVersionCommit(repoRoot, dir);
    // A package not committed yet is all new: it needs a changeset like any change.
    const changedFiles = commit ? changedSince(repoRoot, commit, dir) : [`${dir}/package.json`];
    if (changedFiles.length > 0) unreleased.push({ name, dir, changedFiles });
  }
  return unreleased;
}
