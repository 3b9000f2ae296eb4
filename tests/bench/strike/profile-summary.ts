// Where an instance's CPU went during bench:strike-day (STRIKE_CPU_PROF=dir writes instance 1's
// V8 profile there when it stops), or in bench:letters-cpu and bench:intake-cpu (BENCH_PROFILE): the
// busy time by part of the work (each sample given to the nearest frame on its stack that names a
// part, so a socket write counts for the client that wrote), then self time summed by package
// (node_modules/<name>), by project file and by function, the top of each.
//   node tests/bench/strike/profile-summary.ts FILE.cpuprofile [UNITS]   (UNITS: ms per unit too)
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const profile = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Profile;
const units = Number(process.argv[3] ?? 0);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function owner(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/(src\/.+|tests\/.+)$/.exec(url);
  if (src) return src[1]!;
  return url ? url.replace(/^node:/, 'node:') : '(native, gc, idle)';
}

function top(key: (node: ProfileNode) => string, n: number): string[] {
  const sums = new Map<string, number>();
  for (const [id, time] of self) {
    const k = key(byId.get(id)!);
    sums.set(k, (sums.get(k) ?? 0) + time);
  }
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
}

console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby package or file (self time):');
console.log(top((node) => owner(node.callFrame.url), 25).join('\n'));
console.log('\nby function (self time):');
console.log(top((node) => `${node.callFrame.functionName || '(anonymous)'} ${owner(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`, 25).join('\n'));

/** The parts of the work, by the code that does them (first match on the stack, innermost first). */
const PARTS: [string, RegExp][] = [
  ['printing (Playwright, the printer)', /node_modules\/playwright-core\/|src\/server\/mandate\/pdf-printer/],
  ['S3 (AWS SDK)', /node_modules\/@(aws-sdk|smithy|aws-crypto)\//],
  ['mail (nodemailer, templates)', /node_modules\/(nodemailer|@react-email|react-dom|react)\/|src\/server\/(identity\/mailer|notify\/templates)/],
  ['database (pg, drizzle)', /node_modules\/(pg|pg-protocol|pg-pool|drizzle-orm)\/|src\/server\/db\//],
  ['HTTP server (fastify)', /node_modules\/(fastify|@fastify\/[^/]+|find-my-way|light-my-request|avvio)\//],
  ['profiler', /^node:inspector/],
  ['our code (and what it calls that names no part)', /\/src\//],
];
const IDLE = new Set(['(idle)', '(program)']);

function partOf(id: number): string {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const url = byId.get(at)!.callFrame.url;
    const part = PARTS.find(([, pattern]) => pattern.test(url));
    if (part) return part[0];
  }
  return 'event loop and streams (no part on the stack)';
}

const byPart = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  if (IDLE.has(byId.get(id)!.callFrame.functionName)) return;
  const time = profile.timeDeltas[i] ?? 0;
  busy += time;
  byPart.set(partOf(id), (byPart.get(partOf(id)) ?? 0) + time);
});
const ms = (time: number) => (units ? ` ${(time / 1000 / units).toFixed(1).padStart(6)} ms per unit` : '');
console.log(`\nbusy ${(busy / 1e6).toFixed(1)} s${ms(busy)}; by part of the work (inclusive):`);
for (const [part, time] of [...byPart].sort((a, b) => b[1] - a[1])) console.log(`${((time / busy) * 100).toFixed(1).padStart(5)}%${ms(time)}  ${part}`);
