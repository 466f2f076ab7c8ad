// `node bench/bundle/attribute.mjs host/web/dist/VARE/assets/index-*.js [--files]`: which packages (or,
// with --files, which source files) the bytes of one emitted chunk come from, raw and gzip (level 9,
// each group's own text compressed alone, so the gzip column is an estimate that sums to a bit more
// than the chunk's). Reads the chunk's source map (build.sourcemap is on); run after a build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
// source-map-js comes with Vite (through postcss); no extra dependency.
import sourceMapJs from 'source-map-js';

const [file, ...flags] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/bundle/attribute.mjs <chunk.js> [--files]');
const code = readFileSync(file, 'utf8');
const consumer = new sourceMapJs.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const mappings = [];
consumer.eachMapping((mapping) => mappings.push(mapping));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);

const groupOf = (source) => {
  if (flags.includes('--files')) return source;
  const dependency = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  const workspace = source.match(/(core|config|host\/web|plugins\/[^/]+)\/src\//);
  return workspace ? workspace[1] : source.replace(/^(\.\.\/)+/, 'host/web/');
};
const texts = new Map();
mappings.forEach((mapping, index) => {
  const next = mappings[index + 1];
  const line = lines[mapping.generatedLine - 1];
  const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
  const group = groupOf(mapping.source ?? '(unmapped)');
  texts.set(group, (texts.get(group) ?? '') + line.slice(mapping.generatedColumn, end));
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`${file}: ${kb(code.length)} KB raw, ${kb(gzipSync(code, { level: 9 }).length)} KB gzip`);
console.log('| from | raw KB | gzip KB (alone) |\n| --- | ---: | ---: |');
for (const [group, text] of [...texts].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`| ${group} | ${kb(text.length)} | ${kb(gzipSync(text, { level: 9 }).length)} |`);
}
