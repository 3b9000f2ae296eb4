// A claim filed before its owner verified their e-mail is kept, but work on it starts only once the
// address is verified (review F9). One check for the status route and the back office's actions.
import { needsVerifiedOwner, type ClaimStatus } from '../domain/claim/index.ts';
import type { DbOrTx } from './db/database.ts';
import { HttpProblem } from './http/problem.ts';
import { isEmailVerified } from './identity/users.ts';

/** Throws 409 email-unverified when the move needs a verified owner and the owner is not (embedded identity only). */
export async function assertOwnerVerifiedFor(db: DbOrTx, ownerId: string, to: ClaimStatus, embeddedIdentity: boolean): Promise<void> {
  if (!embeddedIdentity || !needsVerifiedOwner(to)) return;
  if (await isEmailVerified(db, ownerId)) return;
  throw new HttpProblem(409, 'email-unverified', 'The passenger has not verified their e-mail address yet', {
    detail: 'The claim is kept; it can be processed once the address is verified.',
  });
}
