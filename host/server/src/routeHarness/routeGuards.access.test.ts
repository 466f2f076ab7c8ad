// The route harness, guard part (401, 403, CSRF, flags and modes for every route); see describeRouteGuards.ts.
import { describeRouteGuards } from './describeRouteGuards';

await describeRouteGuards('access');
