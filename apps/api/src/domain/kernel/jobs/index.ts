export {
  createJobRunner,
  DEFAULT_LEASE_MS,
  DEFAULT_TICK_MS,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';
