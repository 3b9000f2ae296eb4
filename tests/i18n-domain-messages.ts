// The sentences src/domain and src/offline write that the passenger screens show translated, by the
// catalogue area that carries them: every template of src/domain/messages.ts (the rules engine's
// reasons, care rights and questions, the refused documents…, which the screens render by id with
// src/app/screens/claim/text/domain-message.ts), and the fixed sentences the screens pass to t()
// (validation, labels, the device's refusals). Named here by their constants, never restated, so
// the extraction (i18n-messages.ts) checks them against the catalogues like any t('…').
import {
  DISRUPTION_LABELS,
  EXPENSE_KIND_LABELS,
  EXPENSE_MESSAGES,
  FACT_MESSAGES,
  FLIGHT_NUMBER_HINT,
  MESSAGES,
  STATUS_LABELS,
} from '../src/domain/claim/index.ts';
import { PAYOUT_ACCOUNT_MESSAGES } from '../src/domain/claim/payout-account.ts';
import { DOMAIN_MESSAGES } from '../src/domain/messages.ts';
import { PAYOUT_MESSAGES } from '../src/domain/payout/messages.ts';
import { BODY_ANSWER_MESSAGES, COURT_STEP_MESSAGES, ESCALATION_MESSAGES } from '../src/domain/escalation/index.ts';
import { ANSWER_MESSAGES } from '../src/offline/answers.ts';
import { ANSWER_CHECK_MESSAGES } from '../src/domain/desk/index.ts';
import { STORAGE_MESSAGES } from '../src/offline/storage.ts';
import { SUBMIT_MESSAGES } from '../src/offline/submit.ts';

/** The person and account validation messages, shown by the wizard and the account screens alike. */
const PERSON = [
  MESSAGES.firstNameRequired,
  MESSAGES.lastNameRequired,
  MESSAGES.emailRequired,
  MESSAGES.emailInvalid,
  MESSAGES.oneLineOfText,
  MESSAGES.nameTooLong,
];

export const DOMAIN_AREA_MESSAGES: Readonly<Record<'claim' | 'common' | 'backoffice', readonly string[]>> = {
  // The claim wizard and the claim page's wizard parts (rights now, receipts, documents)
  claim: [
    ...Object.values(DOMAIN_MESSAGES),
    MESSAGES.flightNumberRequired,
    MESSAGES.flightNumberInvalid,
    MESSAGES.departureDateRequired,
    MESSAGES.airportInvalid,
    MESSAGES.delayNotArrived,
    MESSAGES.deniedNotHappened,
    FLIGHT_NUMBER_HINT,
    ...PERSON,
    ...Object.values(DISRUPTION_LABELS),
    ...Object.values(EXPENSE_KIND_LABELS),
    ...Object.values(EXPENSE_MESSAGES),
    ...Object.values(FACT_MESSAGES),
    ...Object.values(SUBMIT_MESSAGES),
    ...Object.values(STORAGE_MESSAGES),
  ],
  // Every screen's shared components and the account screens
  common: [
    ...Object.values(STATUS_LABELS),
    ...Object.values(DISRUPTION_LABELS),
    ...PERSON,
    MESSAGES.allFieldsRequired,
    MESSAGES.passwordsDoNotMatch,
    MESSAGES.passwordTooShort,
    MESSAGES.termsRequired,
    MESSAGES.passwordRequired,
    ...Object.values(PAYOUT_ACCOUNT_MESSAGES),
    ...Object.values(ANSWER_MESSAGES),
  ],
  // The back office's airline desk: the answer form refuses what the server refuses (domain/desk/answers.ts)
  // The desk's answer form and the escalation panel's forms refuse with the domain's checks (#34, #35).
  // The escalation panel's "why" sentences come from the server as ids (domain/escalation/messages.ts).
  backoffice: [
    ...Object.values(ANSWER_CHECK_MESSAGES),
    ...Object.values(BODY_ANSWER_MESSAGES),
    ...Object.values(COURT_STEP_MESSAGES),
    ...Object.values(ESCALATION_MESSAGES),
    // Why a claim is not ready to be paid (payout runs screen), sent as ids (domain/payout/messages.ts).
    ...Object.values(PAYOUT_MESSAGES),
  ],
};
