// Every library package's declarations from one TypeScript program: a generated tsconfig that extends
// the repository's and includes each package's sources (not its tests). One program costs about as
// much as the typecheck; one per package (what rollup-plugin-dts does on sources) costs that again
// for every plugin, since each reads core's sources too.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { workspaceDirs } from './workspacePackages.mjs';
import { join } from 'node:path';

export function emitDeclarations(repoRoot, packages) {
  // The tsconfig sits in node_modules/.cache so its type libraries (node, vitest) resolve as the
  // repository's do. The declarations go outside any node_modules: rollup-plugin-dts treats a file
  // under node_modules as an external library and would not bundle it.
  const workDir = join(repoRoot, 'node_modules', '.cache', 'portal-build-packages');
  mkdirSync(workDir, { recursive: true });
  const declarationsDir = mkdtempSync(join(tmpdir(), 'portal-declarations-'));
  const tsconfigPath = join(workDir, 'tsconfig.json');
  const tsconfig = {
    extends: join(repoRoot, 'tsconfig.base.json'),
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: repoRoot, outDir: declarationsDir },
    include: [
      ...packages.map(({ dir }) => join(repoRoot, dir, 'src')),
      // Ambient declarations of the other workspaces (the hosts), as the repository's typecheck sees
      // them: styled-components' DefaultTheme is the portal theme by an augmentation in
      // host/web/src/theme, and plugins' styled components type-check against it.
      ...workspaceDirs(repoRoot).map((dir) => join(repoRoot, dir, 'src', '**', '*.d.ts')),
    ],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/dist', '**/node_modules'],
  };
  writeFileSync(tsconfigPath, JSON.stringify(tsconfig, null, 2));
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', tsconfigPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) return resolve(declarationsDir);
      rmSync(declarationsDir, { recursive: true, force: true });
      reject(new Error(`tsc (declarations) exited with ${code}:\n${output}`));
    });
  });
}
