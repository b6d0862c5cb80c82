// The project's test S3 server as a process of its own, for the cluster test: it is the one store
// both instances write to and read from, as a real S3-compatible service would be. Credentials
// come from the environment (the instances get the same); it prints one JSON line with its
// address, and stops on SIGTERM. Every refused request (bad signature, wrong bucket) is written to
// stderr, so a client mistake shows in the test's output.
import { startFakeS3 } from '../../apps/server/src/test/fake-s3.ts';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const s3 = await startFakeS3({
  bucket: required('S3_BUCKET'),
  region: required('S3_REGION'),
  accessKeyId: required('S3_ACCESS_KEY_ID'),
  secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
});
let reported = 0;
const report = setInterval(() => {
  for (const reason of s3.refusals.slice(reported)) console.error(`fake S3 refused a request: ${reason}`);
  reported = s3.refusals.length;
}, 200);
console.log(JSON.stringify({ url: s3.url }));

const stop = async () => {
  clearInterval(report);
  await s3.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
