// Admin corrections of the airline claims directory (issue #34): an admin corrects an airline's
// claim channel from the back office; it is stored with who and when and takes precedence over the
// shipped entry (claimChannelFor); agents read it, only admins change it; bad input is problem+json.
// PGlite, and PostgreSQL with DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { airlineClaimChannel } from '../../src/domain/airlines/index.ts';
import { claimChannelFor } from '../../src/server/backoffice/claim-channels.ts';
import { newAgent, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
let admin: Caller;

const t = useTestApp(async ({ app }) => {
  agent = await newAgent(app);
  admin = await newAgent(app, 'admin');
});

const url = (iata: string) => `/api/backoffice/airlines/${iata}/claim-channel`;
const put = (caller: Caller, iata: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: url(iata), headers: caller.headers, payload });
const correction = {
  channels: [
    { kind: 'email', address: 'claims@lufthansa.example', languages: ['de', 'en'] },
    { kind: 'post', address: 'Lufthansa Customer Relations\nPostfach 1\n60000 Frankfurt', languages: ['de'] },
  ],
  direct_first: false,
  source: 'Letter from Lufthansa of 2 November',
};

describe("an airline's claim channel", () => {
  it('reads the shipped entry, and "not known yet" (null) for an airline without one', async () => {
    const lh = await t.app.inject({ method: 'GET', url: url('lh'), headers: agent.headers });
    expect(lh.statusCode, lh.body).toBe(200);
    const shipped = airlineClaimChannel('LH')!;
    expect(lh.json().data).toMatchObject({
      iata: 'LH',
      name: 'Lufthansa',
      channel: { source: shipped.source, checked_on: shipped.checkedOn, corrected_by: null },
    });
    expect(lh.json().data.channel.channels).toEqual([{ kind: 'web-form', url: shipped.channels[0]!.url, languages: [...shipped.channels[0]!.languages] }]);
    const cityLine = await t.app.inject({ method: 'GET', url: url('CL'), headers: agent.headers });
    expect(cityLine.json().data).toEqual({ iata: 'CL', name: 'Lufthansa CityLine', channel: null });
  });

  it("an admin's correction is stored with who and when, and wins over the shipped entry", async () => {
    const res = await put(admin, 'LH', correction);
    expect(res.statusCode, res.body).toBe(200);
    const channel = res.json().data.channel;
    expect(channel).toMatchObject({ corrected_by: 'Agent Smith', source: correction.source, direct_first: false });
    expect(channel.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(channel.channels.map((c: { kind: string }) => c.kind)).toEqual(['email', 'post']);

    const server = await claimChannelFor(t.app.db, 'lh');
    expect(server).toMatchObject({ iata: 'LH', name: 'Lufthansa', correctedBy: 'Agent Smith', source: correction.source, directFirst: false });
    expect(server!.channels[0]).toEqual({ kind: 'email', address: 'claims@lufthansa.example', languages: ['de', 'en'] });
    // What the shipped entry had (the web form) is no longer offered.
    expect(server!.channels.some((c) => c.kind === 'web-form')).toBe(false);

    const again = await t.app.inject({ method: 'GET', url: url('LH'), headers: agent.headers });
    expect(again.json().data.channel).toEqual(channel);
  });

  it('gives an airline that had no entry a channel once an admin records one', async () => {
    const res = await put(admin, 'CL', {
      channels: [{ kind: 'web-form', url: 'https://www.lufthansa.com/claims', languages: ['de'] }],
      source: 'lufthansa.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await claimChannelFor(t.app.db, 'CL'))?.channels).toEqual([{ kind: 'web-form', url: 'https://www.lufthansa.com/claims', languages: ['de'] }]);
  });

  it('lists every airline with its channel, corrections applied, null where not known yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/airlines', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { iata: string; channel: { corrected_by: string | null } | null }[];
    expect(list.length).toBeGreaterThan(100);
    expect(list.find((a) => a.iata === 'LH')?.channel?.corrected_by).toBe('Agent Smith');
    expect(list.find((a) => a.iata === 'EW')?.channel).toBeNull();
  });
});

describe('who may correct it, and bad input', () => {
  it('refuses an agent: admins only', async () => {
    const res = await put(agent, 'FR', correction);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('admin-role-required');
    expect((await claimChannelFor(t.app.db, 'FR'))?.correctedBy).toBeUndefined();
  });

  it('answers 404 airline-not-found for an airline not in the directory', async () => {
    for (const request of [put(admin, 'ZZ', correction), t.app.inject({ method: 'GET', url: url('ZZ'), headers: agent.headers })]) {
      const res = await request;
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('airline-not-found');
    }
  });

  it.each([
    ['a bad e-mail address', { channels: [{ kind: 'email', address: 'claims at lufthansa', languages: ['de'] }] }, 'channels/0/address'],
    ['a bad link', { channels: [{ kind: 'web-form', url: 'javascript:alert(1)', languages: ['de'] }] }, 'channels/0/url'],
    ['a post channel without an address', { channels: [{ kind: 'post', address: ' ', languages: ['de'] }] }, 'channels/0/address'],
    ['a bad language code', { channels: [{ kind: 'email', address: 'a@b.example', languages: ['German'] }] }, 'channels/0/languages/0'],
    ['no source', { channels: [], source: '  ' }, 'source'],
    ['a bad ADR link', { channels: [], adr: { name: 'CEDR', url: 'cedr' } }, 'adr/url'],
  ])('answers 422 validation-failed for %s, naming the field, and stores nothing', async (_name, body, field) => {
    const res = await put(admin, 'FR', { source: 'ryanair.com', ...body });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'validation-failed', errors: [expect.objectContaining({ field })] });
    expect((await claimChannelFor(t.app.db, 'FR'))?.correctedBy).toBeUndefined();
  });

  it('answers 422 validation-failed for a body of the wrong shape', async () => {
    for (const body of [{ channels: [{ kind: 'pigeon', languages: [] }], source: 'x' }, { source: 'x' }, { ...correction, extra: 1 }]) {
      const res = await put(admin, 'FR', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('validation-failed');
    }
  });
});
