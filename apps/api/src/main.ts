/**
 * Production entry. `WORKERS` = 1: one process migrates and serves. More: the primary migrates and
 * forks that many workers sharing the port (src/cluster.ts). Every worker is stateless — sessions,
 * rate limits and data revisions live in the database — so any of them may answer any request.
 */
import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { loadConfig } from './config';
import { serve } from './serve';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
// One process, or the first worker, says where Taper runs.
else await serve(config, { migrate: cluster.isPrimary, announce: (cluster.worker?.id ?? 1) === 1 });
