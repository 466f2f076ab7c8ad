// `npm start`: builds the company's web bundle when it is missing, then runs the API server, which
// creates the embedded database under var/ and fills it with demo data on first start.
import { existsSync } from 'node:fs';
import { run, startServer } from './processes.mjs';

const company = (process.env.COMPANY ?? 'VARE').toUpperCase();
if (!existsSync(`host/web/dist/${company}/index.html`)) {
  console.log(`Building the ${company} web bundle (first start) ...`);
  await run('npm', ['run', 'build:web'], { env: { ...process.env, COMPANY: company } });
}
const server = startServer({ ...process.env, COMPANY: company });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
