// What to tell an agent when a back-office call fails.
import { ApiError } from '../../offline/api-client.ts';

export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'This area is for claims agents. Sign in with an agent account.';
    return error.detail ?? error.title;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}
