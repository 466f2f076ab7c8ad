// `npm test`: every check the project has, in order, ending with one summary line.
//   1. lint: ESLint (with the package boundary rules) at zero warnings, then Prettier's check
//   2. typecheck of the whole repository
//   3. every package changed since its last version has a pending changeset
//   4. every library package's build (JS + .d.ts into dist/), as it is published, then the server built
//      and started the production way on it (scripts/check-production-start.mjs)
//   5. unit, component and server tests on the embedded database
//   6. the server tests again on PostgreSQL, when DATABASE_URL is set (CI sets it)
//   7. every company's web build, checked to contain exactly the plugins that company ships and to keep
//      its start-up budget (initial JS size, no plugin runtime code up front)
//   8. browser tests against the real built portal and server
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// CI shows only the tail of the output, so every failed test is named again in the summary.
const failedTests = [];

function exec(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function countFrom(reportFile, stepName) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 3)
          .join(' | ');
        failedTests.push(`[${stepName}] ${file.name}: ${test.fullName}\n    ${reason.slice(0, 600)}`);
      }
      // A file that failed outside its tests (import error, hook timeout) has no failed assertion.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedTests.push(`[${stepName}] ${file.name}: ${String(file.message ?? 'failed outside its tests').slice(0, 600)}`);
      }
    }
  } catch {
    // No report: the step failed before running tests; its exit code says so.
  }
}

async function step(name, command, args, env = process.env, reportFile) {
  console.log(`\n=== ${name} ===`);
  const code = await exec(command, args, env);
  if (reportFile) countFrom(reportFile, name);
  if (code !== 0) failedSteps.push(name);
}

const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL;
const vitestArgs = (file, extra = []) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra];

// Lint first: it is the quickest step and names a boundary broken before any test explains it.
await step('lint (ESLint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('format (Prettier check)', 'npx', ['prettier', '--check', '.']);
await step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
await step('changesets', 'npm', ['run', '--silent', 'changeset:check']);
await step('package builds', 'node', ['scripts/build-packages/cli.mjs']);
await step('production start (built server on built packages)', 'node', ['scripts/check-production-start.mjs']);
const unitReport = join(reportDir, 'unit.json');
await step('unit, component and server tests (embedded database)', 'npx', vitestArgs(unitReport), embeddedEnv, unitReport);
if (process.env.DATABASE_URL) {
  const pgReport = join(reportDir, 'postgres.json');
  await step('server tests on PostgreSQL (DATABASE_URL)', 'npx', vitestArgs(pgReport, ['--project', 'server']), process.env, pgReport);
}
await step('company builds, build-time gating and start-up budget', 'node', ['host/web/scripts/checkBuildGating.mjs']);
if (!process.env.SKIP_E2E) {
  const e2eReport = join(reportDir, 'e2e.json');
  // The gating step has just built every company, so the browser tests reuse its bundle.
  await step('browser tests', 'node', ['e2e/run.mjs'], { ...process.env, E2E_REPORT: e2eReport, E2E_SKIP_BUILD: '1' }, e2eReport);
  // The demo spec runs on its own static server after the others and writes its own report.
  countFrom(e2eReport.replace(/\.json$/, '.demo.json'), 'browser tests (demo)');
}
rmSync(reportDir, { recursive: true, force: true });

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
