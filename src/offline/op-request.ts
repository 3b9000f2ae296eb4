// Building an operation's HTTP request from the Dexie rows as they are at send time (never from a
// copy taken when it was queued), so an edit made while offline is what the server receives. The
// bytes must be the same on every retry: the Idempotency-Key server fingerprints the body.
import { answerBody } from './answers.ts';
import type { ClaimsDb, OutboxOp } from './db.ts';
import { expenseRequest } from './expense-op.ts';
import { LocalDataMissingError, multipartBody, pngDataUrl } from './op-body.ts';

/** The HTTP request for an operation, built from the rows as they are now. */
export async function buildRequest(db: ClaimsDb, apiBase: string, op: OutboxOp, token: string): Promise<{ url: string; init: RequestInit }> {
  const claimPath = `${apiBase}/claims/${encodeURIComponent(op.claimId)}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': op.opId,
    Accept: 'application/json, application/problem+json',
  };
  switch (op.kind) {
    case 'createClaim': {
      const claim = await db.claims.get(op.claimId);
      if (!claim?.payload) throw new LocalDataMissingError('The claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      return { url: `${apiBase}/claims`, init: { method: 'POST', headers, body: JSON.stringify({ ...claim.payload, id: op.claimId }) } };
    }
    case 'uploadFile': {
      const attachment = op.attachmentId ? await db.attachments.get(op.attachmentId) : undefined;
      if (!attachment) throw new LocalDataMissingError('A document of this claim is missing on this device');
      const multipart = multipartBody(op.opId, [
        { name: 'attachment_id', value: attachment.id },
        { name: 'file', value: attachment.blob, filename: attachment.name, type: attachment.type },
      ]);
      headers['Content-Type'] = multipart.contentType;
      return { url: `${claimPath}/upload`, init: { method: 'POST', headers, body: multipart.body } };
    }
    case 'reportProblem': {
      const problem = (await db.claims.get(op.claimId))?.problem;
      if (!problem) throw new LocalDataMissingError('The claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      const body = JSON.stringify({
        code:
          problem.code
            .slice(0, 64)
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '-') || 'refused',
        title: problem.title.slice(0, 300),
        ...(problem.detail ? { detail: problem.detail.slice(0, 1000) } : {}),
      });
      return { url: `${claimPath}/sync-problem`, init: { method: 'PUT', headers, body } };
    }
    case 'uploadExpense':
      return expenseRequest(db, claimPath, op, headers);
    case 'clearProblem':
      return { url: `${claimPath}/sync-problem`, init: { method: 'DELETE', headers } };
    case 'answerRequest': {
      const body = await answerBody(db, op);
      if (!body) throw new LocalDataMissingError('The answer is missing on this device');
      headers['Content-Type'] = 'application/json';
      return { url: `${claimPath}/answers`, init: { method: 'POST', headers, body } };
    }
    case 'putSignature': {
      const signature = await db.signatures.get(op.claimId);
      if (!signature) throw new LocalDataMissingError('The signature of this claim is missing on this device');
      headers['Content-Type'] = 'application/json';
      const body = JSON.stringify({
        signature: await pngDataUrl(signature.blob),
        ...(signature.mandateVersion ? { mandate_version: signature.mandateVersion } : {}),
      });
      return { url: `${claimPath}/signature`, init: { method: 'POST', headers, body } };
    }
  }
}
