/** What other modules may use of the reliability figures (issue 42): recording what happened, and the public figures. */
export {
  publicReliability,
  publicReliabilityOf,
  recordCompletedHire,
  recordFirstAnswer,
  recordVisitOutcome,
} from './service.js';
export { reliabilityRoutes } from './routes.js';
