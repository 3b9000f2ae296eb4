// Captures the real app's log lines (pino JSON) for tests that read them.
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  lines: string[];
  /** Parsed lines that have `event` === name. */
  events(name: string): Record<string, unknown>[];
  text(): string;
}

export function captureLog(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    events: (name) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === name),
    text: () => lines.join('\n'),
  };
}
