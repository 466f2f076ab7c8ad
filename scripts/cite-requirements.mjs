#!/usr/bin/env node
// Rewrites citations of the product specification, which is not in the repository, into citations of
// docs/requirements.md, which keeps the specification's section numbers:
//
//   SPEC §7            -> requirements §7
//   SPEC.md §3         -> requirements §3
//   (SPEC §2 "menu")   -> (requirements §2 "menu")
//   SPEC §4/§7, SPEC §4, §7, SPEC §9's ...  -> only the word before the first § changes
//
// A mention is a citation only when "SPEC" or "SPEC.md" (optionally with a path before it, such as
// ../shared/SPEC.md) is a whole word followed by a section sign and a number. Everything else is left
// alone: "SPEC's canChangeDueDate", "SPEC names no fields", DEMO_SPEC, SPEC_URL, and a bare file name
// such as `../shared/SPEC.md`. Running it twice changes nothing the second time.
//
// Files: `git ls-files` of the current directory's repository, ending in .ts, .tsx, .mjs or .md,
// except this script. Usage (from the repository root):
//
//   node scripts/cite-requirements.mjs            rewrite, then print how many files changed
//   node scripts/cite-requirements.mjs --dry-run  only print what would change
//
// No dependencies; Node 18 or later.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.md'];

/**
 * "SPEC" or "SPEC.md", optionally after a path, as a whole word, followed by an optional space (or
 * no-break space) and "§<digit>". The lookbehind keeps DEMO_SPEC and xSPEC out; the lookahead leaves
 * the section sign and everything after it untouched, so only the cited document's name changes.
 */
const CITATION = /(?<![\w$])(?:(?:\.{1,2}\/|\/)?(?:[\w.-]+\/)*)?SPEC(?:\.md)?(?=[ \u00a0]?§[ \u00a0]?\d)/g;

/** The text with every citation rewritten, and how many there were. */
export function rewriteCitations(text) {
  let count = 0;
  const rewritten = text.replace(CITATION, () => {
    count += 1;
    return 'requirements';
  });
  return { text: rewritten, count };
}

function trackedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((file) => file && EXTENSIONS.some((ext) => file.endsWith(ext)));
}

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const unknown = argv.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) {
    console.error(`cite-requirements: unknown argument(s): ${unknown.join(' ')}`);
    process.exit(2);
  }
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const self = relative(root, fileURLToPath(import.meta.url));
  const files = trackedFiles(root).filter((file) => file !== self);

  let changedFiles = 0;
  let citations = 0;
  for (const file of files) {
    const path = resolve(root, file);
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // tracked but deleted in the working tree
    }
    const result = rewriteCitations(text);
    if (result.count === 0) continue;
    changedFiles += 1;
    citations += result.count;
    if (dryRun) console.log(`${file}: ${result.count}`);
    else writeFileSync(path, result.text);
  }
  const verb = dryRun ? 'would change' : 'changed';
  console.log(
    `cite-requirements: ${verb} ${changedFiles} file(s), ${citations} citation(s), of ${files.length} tracked ${EXTENSIONS.join('/')} file(s)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
