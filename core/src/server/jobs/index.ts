export {
  defineJob,
  type JobDefinition,
  type JobContext,
  type JobFlagScope,
  type JobQueue,
  type JobState,
  type SendJobOptions,
  type PublishOptions,
} from './jobs';
export { DOMAIN_EVENTS, type DomainEventName, type DomainEventPayloads } from './domainEvents';
export { rowsWithFlagsOn } from './flaggedRows';
