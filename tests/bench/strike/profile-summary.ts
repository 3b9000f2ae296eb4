// Where an instance's CPU went during bench:strike-day (STRIKE_CPU_PROF=dir writes instance 1's
// V8 profile there when it stops): self time summed by package (node_modules/<name>), by project
// file and by function, the top of each.   node tests/bench/strike/profile-summary.ts FILE.cpuprofile
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const profile = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
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
