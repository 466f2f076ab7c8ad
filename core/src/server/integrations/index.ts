export { RECORDED_INTEGRATIONS, recordIntegrationSuccess, integrationSuccesses, type RecordedIntegration } from './integrationSuccess';
