import { startCluster } from './cluster.ts';

/**
 * Starts the cluster once for the run and hands its addresses to the tests through the
 * environment (workers start after this and inherit it); the returned function stops it, after a
 * failed run too.
 */
export default async function globalSetup() {
  const started = performance.now();
  const cluster = await startCluster();
  const { stop, ...info } = cluster;
  process.env.AURORA_CLUSTER = JSON.stringify(info);
  process.env.AURORA_CLUSTER_URL = info.url;
  console.log(`cluster up in ${Math.round(performance.now() - started)} ms: nginx ${info.url}`);
  return stop;
}
