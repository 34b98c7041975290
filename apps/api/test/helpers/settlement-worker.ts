// A settlement worker in its own process (contracts-concurrency.test.ts kills it half way):
// runs one job's period on PostgreSQL, says READY on stdout once batch `stopAfter` has
// committed, then waits to be killed.
import { openDatabase } from '../../src/db/client';
import { JOBS, periodOfKey, runSettlement } from '../../src/domain/contracts';

const [url, merchantId, jobName, periodKey, batchSize, stopAfter, now] = process.argv.slice(2);
const job = JOBS.find((j) => j.job === jobName)!;
const merchant = { id: Number(merchantId), currency: 'USD', offsetMinutes: 480, language: 'EN' };
const period = periodOfKey(job.cycle, periodKey!, merchant.offsetMinutes)!;
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
