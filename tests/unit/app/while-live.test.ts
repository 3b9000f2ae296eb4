// An effect's request: its answer or failure reaches the screen only until the effect is cleaned up.
import { expect, test } from 'vitest';
import { whileLive } from '../../../src/app/components/while-live.ts';

function handled(task: Promise<string>, cancelFirst: boolean): Promise<string[]> {
  const seen: string[] = [];
  const cancel = whileLive(
    task,
    (value) => seen.push(`value ${value}`),
    (error) => seen.push(`error ${String(error)}`),
  );
  if (cancelFirst) cancel();
  return task.then(
    () => seen,
    () => seen,
  );
}

test.each([
  { answer: 'ok', fails: false, cancelFirst: false, seen: ['value ok'] },
  { answer: 'down', fails: true, cancelFirst: false, seen: ['error down'] },
  { answer: 'ok', fails: false, cancelFirst: true, seen: [] },
  { answer: 'down', fails: true, cancelFirst: true, seen: [] },
])('answer $answer (fails: $fails), cleaned up first: $cancelFirst', async ({ answer, fails, cancelFirst, seen }) => {
  const task = fails ? Promise.reject(answer) : Promise.resolve(answer);
  expect(await handled(task, cancelFirst)).toEqual(seen);
});
