// Starts the cluster by hand and keeps it up until Ctrl-C (npm run cluster:start): the same
// processes the cluster test starts, for looking at them in a browser or with curl.
import { startCluster } from './cluster.ts';

const cluster = await startCluster();
console.log(
  [
    '',
    `  Aurora cluster: ${cluster.url} (nginx)`,
    ...cluster.instances.map(
      (instance, index) =>
        `  instance ${index + 1}: ${instance.url}, realtime ${instance.realtimeUrl}, pid ${instance.pid}`,
    ),
    `  S3: ${cluster.s3Url}  database: ${cluster.databaseUrl}  logs: ${cluster.dir}`,
    '  Ctrl-C stops everything and drops the database.',
    '',
  ].join('\n'),
);
const stop = () => {
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
