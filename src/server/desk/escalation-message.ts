// What the passenger reads when their claim goes to a body or a court: a sentence of the desk's
// table (domain/desk/messages.ts, in en/ar/fa/tr) as an id and values, kept on the audit event.
import type { MessageRef } from '../../domain/text/message.ts';
import { usualAnswerDays, type Competence, type CourtOption } from '../../domain/escalation/index.ts';

type Competent = Extract<Competence, { ok: true }>;

function bodyRef(competent: Extract<Competent, { body: unknown }>): MessageRef {
  const { body } = competent;
  switch (body.kind) {
    case 'neb':
      return { messageId: 'desk.body.neb', values: { country: { country: body.country } } };
    case 'adr':
      return { messageId: 'desk.body.adr', values: { name: body.name } };
    case 'gcaa':
      return { messageId: 'desk.body.gcaa', values: { name: body.name } };
    case 'shgm':
      return { messageId: 'desk.body.shgm' };
    case 'dot':
      return { messageId: 'desk.body.dot' };
  }
}

/** The passenger's sentence for this step, on `on` (YYYY-MM-DD). */
export function escalationMessage(competent: Competent, court: CourtOption | undefined, on: string): MessageRef {
  if (competent.target === 'court' || !('body' in competent)) {
    return { messageId: 'desk.update.court', values: { place: court?.place ?? court?.country ?? '', date: { date: on } } };
  }
  return {
    messageId: 'desk.update.escalated',
    values: { body: bodyRef(competent), date: { date: on }, days: usualAnswerDays(competent.target).days },
  };
}
