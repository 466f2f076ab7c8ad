// The route harness, guard part (another user's id or resource 404, unsafe text 400, for every route); see describeRouteGuards.ts.
import { describeRouteGuards } from './describeRouteGuards';

await describeRouteGuards('ownership');
