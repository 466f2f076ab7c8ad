#!/usr/bin/env node
// The load generator of bench/api/run.mjs, in its own process so it does not share the server's event
// loop: autocannon on one URL, each request carrying the next of the given session cookies in turn.
// One cookie is one signed-in browser hammering the server; many cookies spread the same load over
// many users, so requests of one session rarely overlap.
//
//   node bench/api/load.mjs <url> <cookies.json> <connections> <seconds> <x-web-version>
//
// Prints autocannon's result as JSON on standard output.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, cookiesFile, connections, seconds, webVersion] = process.argv.slice(2);
const cookies = JSON.parse(readFileSync(cookiesFile, 'utf8'));
let next = 0;

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'x-web-version': webVersion },
  requests: [
    {
      setupRequest(request) {
        const cookie = cookies[next % cookies.length];
        next += 1;
        return { ...request, headers: { ...request.headers, cookie } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
