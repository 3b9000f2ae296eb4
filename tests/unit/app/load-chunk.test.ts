import { describe, expect, it } from 'vitest';
import { loadChunk, loadChunkInStages, ONLINE_RETRY_DELAYS_MS, type Connectivity } from '../../../src/app/shell/load-chunk.ts';

/** A network the test switches, recording what loadChunk waited for. */
function fakeConnectivity(online: boolean) {
  const waits: (number | 'online')[] = [];
  let goOnline: (() => void) | null = null;
  const connectivity: Connectivity = {
    isOnline: () => online,
    nextOnline: () => {
      waits.push('online');
      return new Promise((resolve) => (goOnline = resolve));
    },
    wait: async (ms) => void waits.push(ms),
  };
  return {
    connectivity,
    waits,
    reconnect() {
      online = true;
      goOnline?.();
    },
  };
}

/** A chunk import that fails `failures` times, then gives the module. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = async () => {
    calls++;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'module' };
  };
  return { load, calls: () => calls };
}

describe('loadChunk', () => {
  it('gives the module of an import that works, trying once', async () => {
    const net = fakeConnectivity(true);
    const chunk = flakyImport(0);
    await expect(loadChunk(chunk.load, net.connectivity)).resolves.toEqual({ default: 'module' });
    expect(chunk.calls()).toBe(1);
    expect(net.waits).toEqual([]);
  });

  it('offline, waits for the connection to come back and tries again', async () => {
    const net = fakeConnectivity(false);
    const chunk = flakyImport(1);
    const loaded = loadChunk(chunk.load, net.connectivity);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chunk.calls()).toBe(1);
    expect(net.waits).toEqual(['online']);
    net.reconnect();
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(chunk.calls()).toBe(2);
  });

  it('online, tries again after each of the waits, then succeeds', async () => {
    const net = fakeConnectivity(true);
    const chunk = flakyImport(ONLINE_RETRY_DELAYS_MS.length);
    await expect(loadChunk(chunk.load, net.connectivity)).resolves.toEqual({ default: 'module' });
    expect(net.waits).toEqual(ONLINE_RETRY_DELAYS_MS);
  });

  it('online, gives up with the import error once the waits are spent', async () => {
    const net = fakeConnectivity(true);
    const chunk = flakyImport(Infinity);
    await expect(loadChunk(chunk.load, net.connectivity)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(chunk.calls()).toBe(ONLINE_RETRY_DELAYS_MS.length + 1);
  });
});

describe('loadChunkInStages', () => {
  it('evaluates each stage in a task of its own, in order, then gives the chunk', async () => {
    const events: string[] = [];
    // A stage that also queues a task: it runs before the next stage only if the stages yield.
    const stage = (name: string) => async () => {
      events.push(name);
      setTimeout(() => events.push(`task queued by ${name}`), 0);
    };
    const module = await loadChunkInStages([stage('offline core'), stage('step parts')], async () => {
      events.push('wizard');
      return { default: 'wizard' };
    });
    expect(module).toEqual({ default: 'wizard' });
    expect(events).toEqual(['offline core', 'task queued by offline core', 'step parts', 'task queued by step parts', 'wizard']);
  });
});
