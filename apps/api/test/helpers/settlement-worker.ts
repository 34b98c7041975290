// A settlement worker in its own process (contracts-concurrency.test.ts kills it half way):
// runs one job's period on PostgreSQL, says READY on stdout once batch `stopAfter` has
// committed, then waits to be killed.
import { openDatabase } from '../../src/db/client';
import { JOBS, runSettlement } from '../../src/domain/contracts';
import { periodOfKey } from '../../src/domain/kernel';

const [url, merchantId, jobName, periodKey, batchSize, stopAfter, now] = process.argv.slice(2);
const job = JOBS.find((j) => j.job === jobName)!;
const merchant = {
  id: Number(merchantId),
  currency: 'USD',
  timeZone: 'Asia/Shanghai',
  language: 'EN',
};
const period = periodOfKey(job.cycle, periodKey!, merchant.timeZone)!;
const database = await openDatabase({ url: url!, maxConnections: 2 });
await runSettlement(database, merchant, job, period, Number(now), {
  batchSize: Number(batchSize),
  hooks: {
    committed: async (batch) => {
      if (batch !== Number(stopAfter)) return;
      process.stdout.write('READY\n');
      await new Promise(() => undefined);
    },
  },
});
process.stdout.write('FINISHED\n');
await database.close();
