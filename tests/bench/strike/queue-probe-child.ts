// The agent's queue probe as a process of its own (bench:strike-day): an agent's browser is not the
// passengers' phones, so its timings must not wait behind the 20 intake clients' callbacks in the
// harness's event loop. Argv: the origin and the agent's credentials (JSON). Prints one JSON line
// when it has signed in, then answers `take` (the p95 since the last take, then probes on) and
// `run N` (stops probing in the background, then N rounds back to back) with one JSON line each.
import readline from 'node:readline';
import { signIn } from './intake.ts';
import { startQueueProbe } from './queue-probe.ts';
import type { Staff } from './setup.ts';

const [origin, staffJson] = process.argv.slice(2) as [string, string];
const staff = JSON.parse(staffJson) as Staff;
const signInAs = () => signIn(origin, { index: 0, lastName: '', flight: { number: '', date: '' }, ...staff });
let token = await signInAs();

async function get(path: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 401) return res.status;
    token = await signInAs();
  }
  return 401;
}

const probe = startQueueProbe(get);
console.log(JSON.stringify({ ready: true }));
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, count] = line.trim().split(' ');
  if (command === 'take') console.log(JSON.stringify(probe.take()));
  else if (command === 'run') console.log(JSON.stringify(await probe.run(Number(count))));
}
