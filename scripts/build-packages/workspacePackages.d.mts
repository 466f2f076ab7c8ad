/** Every workspace folder named by the root package.json, relative to the repository root (workspacePackages.mjs). */
export function workspaceDirs(repoRoot: string): string[];
export function isLibraryPackage(packageJson: { exports?: Record<string, unknown> }): boolean;
/** The workspace packages whose "exports" build into ./dist. */
export function libraryPackages(repoRoot: string): { dir: string; name: string }[];
