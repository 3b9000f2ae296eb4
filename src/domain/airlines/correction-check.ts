// What an admin's correction of an airline's claim channel must say, checked the same way by the
// back-office form (before it sends) and the server (before it stores): a valid e-mail address for
// an e-mail channel, an http(s) link for a web form, a postal address for post, two-letter language
// codes, and where the admin checked it. Each problem has an id the app translates and an English text.
import { isValidEmail } from '../claim/validation.ts';
import type { ClaimChannelKind } from './claim-channels.ts';

export interface ChannelInput {
  kind: ClaimChannelKind;
  address?: string | undefined;
  url?: string | undefined;
  languages: readonly string[];
}

export interface CorrectionInput {
  channels: readonly ChannelInput[];
  adr?: { name: string; url: string } | 'not-known-yet' | undefined;
  source: string;
}

export const CORRECTION_PROBLEMS = {
  'email-invalid': 'Enter a valid e-mail address, like claims@airline.example',
  'url-invalid': 'Enter a web address starting with https:// or http://',
  'address-missing': 'Enter the postal address',
  'language-invalid': 'Use two-letter language codes, like en or de',
  'source-missing': 'Say where you checked this (a page or a letter)',
  'name-missing': 'Enter the name',
  'too-long': 'This is too long',
} as const;
export type CorrectionProblem = keyof typeof CORRECTION_PROBLEMS;

export interface CorrectionFieldError {
  /** A JSON-pointer-like path into the body: 'channels/0/address', 'source'. */
  field: string;
  problem: CorrectionProblem;
  message: string;
}

export const MAX_ADDRESS = 500;
export const MAX_SOURCE = 500;
const LANGUAGE = /^[a-z]{2}$/;

// http(s), a host with a dot and no spaces; the domain has no URL parser (it runs without DOM or Node).
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@:]+\.[^\s/?#@:]+(:\d{1,5})?([/?#]\S*)?$/i;

export function isWebAddress(value: string): boolean {
  return value.length <= 2000 && WEB_ADDRESS.test(value.trim());
}

function channelProblems(channel: ChannelInput, at: string): CorrectionFieldError[] {
  const errors: CorrectionFieldError[] = [];
  const add = (field: string, problem: CorrectionProblem) => errors.push({ field: `${at}/${field}`, problem, message: CORRECTION_PROBLEMS[problem] });
  if (channel.kind === 'email' && !isValidEmail(channel.address ?? '')) add('address', 'email-invalid');
  if (channel.kind === 'web-form' && !isWebAddress(channel.url ?? '')) add('url', 'url-invalid');
  if (channel.kind === 'post' && !channel.address?.trim()) add('address', 'address-missing');
  if ((channel.address?.length ?? 0) > MAX_ADDRESS) add('address', 'too-long');
  channel.languages.forEach((language, i) => {
    if (!LANGUAGE.test(language)) add(`languages/${i}`, 'language-invalid');
  });
  return errors;
}

/** Every problem of the correction; none means it may be stored. */
export function checkChannelCorrection(input: CorrectionInput): CorrectionFieldError[] {
  const errors = input.channels.flatMap((channel, i) => channelProblems(channel, `channels/${i}`));
  const add = (field: string, problem: CorrectionProblem) => errors.push({ field, problem, message: CORRECTION_PROBLEMS[problem] });
  if (!input.source.trim()) add('source', 'source-missing');
  else if (input.source.length > MAX_SOURCE) add('source', 'too-long');
  if (input.adr && input.adr !== 'not-known-yet') {
    if (!input.adr.name.trim()) add('adr/name', 'name-missing');
    if (!isWebAddress(input.adr.url)) add('adr/url', 'url-invalid');
  }
  return errors;
}
