// @ts-check
// Where a file sits in the repository, as the boundary rules see it. One place knows the folder layout,
// so a new framework package (the coming ui/ and domain/) is covered by adding its folder name here.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file lives in tools/eslint-plugin-portal/. */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Root folders holding framework packages: they must not know any plugin, company or host. */
export const FRAMEWORK_FOLDERS = ['core', 'ui', 'domain'];

/**
 * @typedef {{ kind: 'plugin', plugin: string }
 *   | { kind: 'host' }
 *   | { kind: 'framework', folder: string }
 *   | { kind: 'config' }
 *   | { kind: 'other' }} Area
 */

/**
 * The area an absolute path belongs to; paths outside the repository are `other`.
 * @param {string} absolutePath
 * @returns {Area}
 */
export function areaOf(absolutePath) {
  const fromRoot = relative(REPOSITORY_ROOT, absolutePath);
  if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) return { kind: 'other' };
  const [top, second] = fromRoot.split(sep);
  if (top === 'plugins' && second) return { kind: 'plugin', plugin: second };
  if (top === 'host') return { kind: 'host' };
  if (top === 'config') return { kind: 'config' };
  if (top && FRAMEWORK_FOLDERS.includes(top)) return { kind: 'framework', folder: top };
  return { kind: 'other' };
}

/**
 * The absolute path a relative specifier points at, or undefined for a package specifier.
 * @param {string} importingFile absolute path of the importing file
 * @param {string} specifier
 */
export function resolveRelative(importingFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return undefined;
  return resolve(dirname(importingFile), specifier);
}

/**
 * The area a specifier points into: a relative path by where it resolves, a workspace package by its name.
 * @param {string} importingFile
 * @param {string} specifier
 * @returns {Area & { entry?: string }}
 */
export function targetOf(importingFile, specifier) {
  const resolved = resolveRelative(importingFile, specifier);
  if (resolved) return areaOf(resolved);
  const plugin = /^@portal\/plugin-([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (plugin?.[1]) return plugin[2] === undefined ? { kind: 'plugin', plugin: plugin[1] } : { kind: 'plugin', plugin: plugin[1], entry: plugin[2] };
  if (/^@portal\/host-/.test(specifier)) return { kind: 'host' };
  if (specifier === '@portal/config' || specifier.startsWith('@portal/config/')) return { kind: 'config' };
  const framework = /^@portal\/([^/]+)/.exec(specifier)?.[1];
  if (framework && FRAMEWORK_FOLDERS.includes(framework)) return { kind: 'framework', folder: framework };
  return { kind: 'other' };
}
