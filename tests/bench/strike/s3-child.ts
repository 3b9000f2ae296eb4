// s3rver in a process of its own for bench:strike-day, so the load generator's event loop does not
// slow the blob store down. Prints one JSON line (port, bucket, directory), runs until SIGTERM, then
// removes its directory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const bucket = process.argv[2] ?? 'flightclaim-strike';
const directory = await mkdtemp(join(tmpdir(), 'strike-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }, { name: `${bucket}-bare` }] });
const address = await server.run();
console.log(JSON.stringify({ port: address.port, bucket, directory }));
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => rm(directory, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
