import { benchAvailableClusters } from './available-clusters.ts';
import { benchCreateProcess } from './create-process.ts';
import { benchExecution } from './execution.ts';
import { benchExecutionReal } from './execution-real.ts';
import { benchFailover } from './failover.ts';
import { benchFreshness } from './freshness.ts';
import { benchStartEstimates } from './start-estimates.ts';
import { benchTasks } from './tasks.ts';
import { benchUsage } from './usage.ts';

/** `pnpm bench`: every benchmark, each reporting ratios against a baseline measured in the same run. */
const only = process.argv[2];
const benches: [string, () => Promise<void>][] = [
  ['available-clusters', benchAvailableClusters],
  ['create-process', benchCreateProcess],
  ['execution', benchExecution],
  ['execution-real', benchExecutionReal],
  ['failover', benchFailover],
  ['freshness', benchFreshness],
  ['start-estimates', benchStartEstimates],
  ['tasks', benchTasks],
  ['usage', benchUsage],
];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  await run();
}
