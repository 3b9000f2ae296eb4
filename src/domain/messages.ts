// Every message the domain shows a passenger, by id: the tables of each area together. The app
// renders an id through its catalogues (src/app/screens/claim/text/domain-message.ts); the catalogue
// tooling (src/build/domain-messages.ts) reads the templates from here. Light: no rules, no data.
import { CLAIM_MESSAGES } from './claim/messages.ts';
import { EC261_MESSAGES } from './compensation/ec261/messages.ts';
import { COMPENSATION_MESSAGES } from './compensation/messages.ts';
import { SHY_YOLCU_MESSAGES } from './compensation/shy-yolcu/messages.ts';
import { UK261_MESSAGES } from './compensation/uk261/messages.ts';
import { US_DOT_MESSAGES } from './compensation/us-dot/messages.ts';
import { MC99_MESSAGES } from './compensation/mc99/messages.ts';
import type { MessageTable } from './text/message.ts';

/** Each area's table; an id is in one table only (tested). */
export const MESSAGE_TABLES: Readonly<Record<string, MessageTable>> = {
  claim: CLAIM_MESSAGES,
  compensation: COMPENSATION_MESSAGES,
  ec261: EC261_MESSAGES,
  uk261: UK261_MESSAGES,
  'shy-yolcu': SHY_YOLCU_MESSAGES,
  'us-dot': US_DOT_MESSAGES,
  mc99: MC99_MESSAGES,
};

export const DOMAIN_MESSAGES: MessageTable = Object.assign({}, ...Object.values(MESSAGE_TABLES)) as MessageTable;
