/**
 * The customer pages as one lazy chunk with one loader in the manifest: each route's own import()
 * would put its own preload list into every visitor's start-up bundle, and the four pages share
 * nearly all their code (forms, the request list, the contract) anyway.
 */
export { default as ServiceRequestsPage } from './ServiceRequestsPage';
export { default as FaultReportPage } from './FaultReportPage';
export { default as MovingPage } from './MovingPage';
export { default as FeedbackPage } from './FeedbackPage';
