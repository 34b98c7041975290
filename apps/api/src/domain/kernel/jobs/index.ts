export {
  createJobRunner,
  /** @internal */ type JobContext,
  type JobDefinition,
  /** @internal */ type JobRunner,
} from './runner';
