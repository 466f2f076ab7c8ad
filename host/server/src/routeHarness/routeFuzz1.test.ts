// The route harness, fuzz part 2 of 3 (see describeRouteFuzz.ts): split so vitest runs the parts in parallel.
import { describeRouteFuzz } from './describeRouteFuzz';

await describeRouteFuzz(1, 3);
