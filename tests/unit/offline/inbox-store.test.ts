// The inbox on the device: a notification opened offline is read here at once and stays a pending
// read until the server confirms it; a refreshed list from the server does not bring it back as
// unread; reads made while one was being sent stay pending; sign-out forgets everything.
import { afterEach, describe, expect, it } from 'vitest';
import { confirmReads, forgetInbox, markReadOnDevice, pendingReads, readInbox, saveInbox, type InboxItem } from '../../../src/offline/inbox-store.ts';

const OWNER = 'user-a';
const item = (id: string, minute: number): InboxItem => ({
  id,
  kind: 'status',
  claim_id: null,
  title: `Title ${id}`,
  body: 'Body',
  url: '/dashboard',
  created_at: new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString(),
  read_at: null,
});
const serverList = [item('n1', 1), item('n2', 2), item('n3', 3)];

afterEach(async () => {
  await forgetInbox();
});

describe('pending reads', () => {
  it('marks one read on the device and remembers it for the server', async () => {
    await saveInbox(OWNER, serverList, 3);
    await markReadOnDevice(OWNER, ['n2']);
    const box = await readInbox(OWNER);
    expect(box.unread).toBe(2);
    expect(box.items.find((i) => i.id === 'n2')?.read_at).not.toBeNull();
    expect(await pendingReads(OWNER)).toEqual({ ownerId: OWNER, ids: ['n2'], all: false });
  });

  it('keeps a pending read read when the server list still says unread', async () => {
    await saveInbox(OWNER, serverList, 3);
    await markReadOnDevice(OWNER, ['n1']);
    await saveInbox(OWNER, serverList, 3);
    const box = await readInbox(OWNER);
    expect(box.unread).toBe(2);
    expect(box.items.find((i) => i.id === 'n1')?.read_at).not.toBeNull();
  });

  it('mark all reads every cached one and sends one "all"', async () => {
    await saveInbox(OWNER, serverList, 3);
    await markReadOnDevice(OWNER, ['n1']);
    await markReadOnDevice(OWNER, 'all');
    expect((await readInbox(OWNER)).unread).toBe(0);
    expect(await pendingReads(OWNER)).toEqual({ ownerId: OWNER, ids: [], all: true });
  });

  it('confirming what was sent keeps reads made meanwhile', async () => {
    await saveInbox(OWNER, serverList, 3);
    await markReadOnDevice(OWNER, ['n1']);
    const sent = await pendingReads(OWNER);
    await markReadOnDevice(OWNER, ['n3']);
    await confirmReads(OWNER, sent!);
    expect(await pendingReads(OWNER)).toEqual({ ownerId: OWNER, ids: ['n3'], all: false });
    await confirmReads(OWNER, (await pendingReads(OWNER))!);
    expect(await pendingReads(OWNER)).toBeNull();
  });

  it("another person's reads are theirs, and sign-out forgets them", async () => {
    await saveInbox(OWNER, serverList, 3);
    await saveInbox('user-b', [item('m1', 1)], 1);
    await markReadOnDevice(OWNER, ['n1']);
    expect(await pendingReads('user-b')).toBeNull();
    expect((await readInbox('user-b')).unread).toBe(1);
    await forgetInbox();
    expect(await pendingReads(OWNER)).toBeNull();
    expect((await readInbox(OWNER)).items).toEqual([]);
  });
});
