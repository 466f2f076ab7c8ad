// @portal/core/demo: what demo answers in the browser share with the server's demo data — pure
// Europe/Helsinki day arithmetic (exact DST days) and the seeded randomness — without pulling in the
// server entry (Fastify, pg). Only the demo build's chunks import it.
export { demoAnswerFunction } from '../plugin/definePlugin';
export { demoAccount, resetDemoAccount, DEMO_ACCOUNT_DEFAULTS, type DemoAccount } from './demoAccount';
