import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unreleasedPackages } from './unreleasedChanges';

/** A throw-away git repository with two workspace packages, both released at 0.1.0. */
let repo: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(repo, file)), { recursive: true });
  writeFileSync(join(repo, file), text);
};
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' });
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const manifest = (name: string, version: string) => JSON.stringify({ name, version }, null, 2);
const names = () => unreleasedPackages(repo).map((p) => p.name);

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'changeset-check-'));
  git('init', '-q');
  write('package.json', JSON.stringify({ name: 'root', private: true, workspaces: ['core', 'plugins/*'] }));
  write('core/package.json', manifest('@x/core', '0.1.0'));
  write('core/src/index.ts', 'export const a = 1;\n');
  write('plugins/chat/package.json', manifest('@x/plugin-chat', '0.1.0'));
  write('plugins/chat/src/index.ts', 'export const b = 1;\n');
  commit('two packages');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('unreleasedPackages', () => {
  it('passes a clean checkout of a released state, as on a fresh clone of main', () => {
    expect(names()).toEqual([]);
  });

  it('names a package whose source changed since its version, with the changed files', () => {
    write('core/src/index.ts', 'export const a = 2;\n');
    commit('change core');
    expect(unreleasedPackages(repo)).toEqual([{ name: '@x/core', dir: 'core', changedFiles: ['core/src/index.ts'] }]);
  });

  it('sees uncommitted and new files too', () => {
    write('plugins/chat/src/new.ts', 'export const c = 1;\n');
    expect(names()).toEqual(['@x/plugin-chat']);
  });

  it('accepts the change once a pending changeset names the package', () => {
    write('core/src/index.ts', 'export const a = 2;\n');
    write('.changeset/core-a.md', "---\n'@x/core': minor\n---\n\nA is 2.\n");
    commit('change core with a changeset');
    expect(names()).toEqual([]);
  });

  it('is satisfied again after the version commit that consumes the changeset', () => {
    write('core/src/index.ts', 'export const a = 2;\n');
    write('.changeset/core-a.md', "---\n'@x/core': minor\n---\n\nA is 2.\n");
    commit('change core with a changeset');
    rmSync(join(repo, '.changeset/core-a.md'));
    write('core/package.json', manifest('@x/core', '0.2.0'));
    write('core/CHANGELOG.md', '# @x/core\n\n## 0.2.0\n');
    commit('version packages');
    expect(names()).toEqual([]);
  });

  it('needs no changeset for tests or the changelog, which do not reach users', () => {
    write('core/src/index.test.ts', 'it("a", () => {});\n');
    write('core/CHANGELOG.md', '# @x/core\n');
    commit('tests only');
    expect(names()).toEqual([]);
  });
});
