/**
 * Operations (issue 39): the one scheduler every background worker runs on (`app.workers`), the
 * record of each worker's last success and failure (worker_runs), and GET /metrics.
 */
export { schedulerPlugin, type WorkerOptions, type WorkerState } from './scheduler-plugin.js';
export { metricsPlugin } from './metrics-plugin.js';
export { listWorkerRuns } from './worker-runs.js';
