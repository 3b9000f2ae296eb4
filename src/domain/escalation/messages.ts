// Why a body or a court is competent and whether the airline's waiting period is over: each
// sentence's id with its English template. The server sends the id and values (the claim view's
// case.escalation); the back office renders them in the agent's language (catalogue area
// 'backoffice'); the packs and the API's problem details keep the English (said()). Values: see
// MessageValue (src/domain/text/message.ts).
import { said, type MessageValues } from '../text/message.ts';

export const ESCALATION_MESSAGES = {
  // bodies.ts: which body takes the complaint. {airport}: IATA code; {country}: ISO code of the state.
  'escalation.body.neb-departure': 'The flight departed from {airport} in {country}: the body of the state of departure handles it (Art. 16(1)).',
  'escalation.body.neb-arrival':
    'The flight came into the EU at {airport} in {country} from outside: the body of the state of arrival handles it (Art. 16(1)).',
  // {airline}: IATA code of the operating carrier; {scheme}: the ADR scheme's name.
  'escalation.body.adr-member': '{airline} belongs to {scheme}, the ADR scheme that takes its UK261 complaints.',
  'escalation.body.adr-none': '{airline} belongs to no approved ADR scheme, so the CAA’s PACT takes the complaint.',
  'escalation.body.shgm': 'SHY-YOLCU covers the flight, and the SHGM enforces it.',
  'escalation.body.dot': 'US DOT rules cover the flight; the Department takes complaints against airlines flying to, from or in the US.',
  'escalation.body.dcaa': 'The flight used {airport}, a Dubai airport: Dubai’s Civil Aviation Authority takes the complaint.',
  'escalation.body.gcaa': 'The flight used {airport} in the UAE: the federal GCAA takes the complaint.',
  // readiness.ts: the airline's waiting period. {on}, {from}, {until}: days; {days}: its length.
  'escalation.wait.refused': 'The airline refused on {on}.',
  'escalation.wait.not-sent': 'The claim has not gone to the airline yet.',
  'escalation.wait.over': 'The airline had {days} days from {from}.',
  'escalation.wait.running': 'The airline has until {until} ({days} days from {from}) and has not refused.',
  // courts.ts: why a court is competent. {place}: the airport's city; {airport}: IATA code.
  'escalation.court.departure': 'The place of departure, {place} ({airport}).',
  'escalation.court.arrival': 'The place of arrival, {place} ({airport}).',
  // {airline}: IATA code; {country}: ISO code of the state that licenses it.
  'escalation.court.carrier-seat': 'The seat of {airline}, in the state that licenses it ({country}).',
  // courts.ts: whether the European Small Claims Procedure is open. {limit}: €5,000.
  'escalation.small-claims.no-flight': 'No flight is known yet.',
  'escalation.small-claims.amount-unknown': 'The amount claimed is not known yet.',
  'escalation.small-claims.above-limit': 'The claim is above {limit}.',
  'escalation.small-claims.open': 'A competent court is in a Member State bound by the procedure and the case is cross-border.',
  'escalation.small-claims.not-cross-border': 'No competent court is both in a Member State bound by the procedure and cross-border for the parties.',
} as const;

export type EscalationMessageId = keyof typeof ESCALATION_MESSAGES;

/** The sentence `id` with its values and its English. */
export const sayEscalation = (id: EscalationMessageId, values?: MessageValues) => said(ESCALATION_MESSAGES, id, values);
