// What to tell an agent when a back-office call fails: our own sentences in the agent's language,
// the server's detail as it wrote it.
import { ApiError } from '../../offline/api-client.ts';
import { formatNumber, t } from '../i18n/t.ts';
import { DownloadError } from './money-api.ts';

export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('This area is for claims agents. Sign in with an agent account.');
    return error.detail ?? error.title;
  }
  // A document, receipt or letter the download route refused (documentBlob).
  if (error instanceof DownloadError) return t('The file could not be loaded ({status}).', { status: formatNumber(error.status) });
  return error instanceof Error ? error.message : t('Something went wrong. Try again.');
}
