// A refusal the sending device records on the server: the owner's other devices see the claim
// needs attention (GET shows sync_problem) until the device clears it; nobody else can touch it,
// and bad bodies get a 422 problem.
import { describe, expect, it } from 'vitest';
import { createClaim, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
let eve: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
  eve = await newCaller(t.app);
});

const problem = { code: 'unsupported-file-type', title: 'File type must be one of image/jpeg, image/png, application/pdf', detail: 'virus.pdf: not a PDF' };
const put = (id: string, caller: Caller, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/claims/${id}/sync-problem`, headers: caller.headers, payload: payload as object });
const get = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/claims/${id}`, headers: ada.headers })).json().data;

describe('PUT/DELETE /api/claims/{id}/sync-problem', () => {
  it('records the refusal for every device of the owner, and clears it', async () => {
    const claim = await createClaim(t.app, ada);
    expect((await get(claim.id)).sync_problem).toBeNull();
    expect((await put(claim.id, ada, problem)).statusCode).toBe(204);
    expect((await get(claim.id)).sync_problem).toEqual(problem);
    const list = (await t.app.inject({ method: 'GET', url: '/api/claims', headers: ada.headers })).json().data;
    expect(list.find((c: { id: string }) => c.id === claim.id).sync_problem).toEqual(problem);
    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/claims/${claim.id}/sync-problem`, headers: ada.headers });
    expect(cleared.statusCode).toBe(204);
    expect((await get(claim.id)).sync_problem).toBeNull();
  });

  it("refuses another person's claim as not found and a bad body with a 422 problem", async () => {
    const claim = await createClaim(t.app, ada);
    expect((await put(claim.id, eve, problem)).statusCode).toBe(404);
    const bad = await put(claim.id, ada, { code: 'X Y', title: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBeTruthy();
    expect((await put(claim.id, ada, { ...problem, extra: 1 })).statusCode).toBe(422);
    expect((await get(claim.id)).sync_problem).toBeNull();
  });
});
