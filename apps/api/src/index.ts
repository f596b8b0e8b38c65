/** The Taper server, for the production entry (main.ts), the bench and the hardening suite. */
export { apiServices, buildApp, type BuildAppOptions } from './app';
export { loadConfig, testConfig, type Config } from './config';
export { helperThreadsPerWorker, sizeWorkersHelperThreads } from './worker-flags';
export { startComputedReads, type ComputedReadsDatabase } from './computed-reads-pool';
