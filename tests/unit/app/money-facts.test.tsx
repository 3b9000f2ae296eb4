// The flight step asks the facts of money beyond the fixed sum when the answer needs them (issue
// #33), rendered as the wizard renders them: the bag once the Montreal Convention covers the
// journey, its day and cost once there was a problem, the API's message beside the field it names.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExtraFacts } from '../../../src/app/screens/claim/fields/extra-facts.tsx';
import type { EligibilityRecord } from '../../../src/app/screens/claim/rules/eligibility-result.ts';
import { theme } from '../../../src/app/theme.ts';
import { FACT_MESSAGES, type FlightFactsWire } from '../../../src/domain/claim/index.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';

const EK45 = assessCompensation({
  legs: [{ from: 'DXB', to: 'FRA', operatingCarrier: 'EK', departureDate: '2025-06-01' }],
  disruption: 'delayed',
  arrivalDelayMinutes: 300,
});
const record: EligibilityRecord = { eligible: true, message: '', assessment: { source: 'offline', result: EK45 }, checkedAt: 1 };
const text = (facts: FlightFactsWire, eligibility: EligibilityRecord | null, shown: (key: string) => string | undefined = () => undefined) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <ExtraFacts type="delayed" facts={facts} eligibility={eligibility} shown={shown} onType={() => {}} onChoose={() => {}} />
    </MantineProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'");

describe('the baggage question (Montreal Convention Art. 17, 22(2), 31(2))', () => {
  it('is asked once the answer says the Convention covers the journey (EK 45 Dubai → Frankfurt), not before', () => {
    expect(EK45.regime).toBe('MC99');
    expect(text({}, null)).not.toContain('Did you have a problem with your checked baggage?');
    expect(text({}, record)).toContain('Did you have a problem with your checked baggage?');
    expect(text({}, record)).not.toContain('When did you get the bag back?');
  });

  it('a damaged bag: the day it came back and the repair, with the API’s messages beside them', () => {
    const facts: FlightFactsWire = { baggage: { kind: 'damaged', received_on: '2025-05-30', cost: { amount_minor: 0, currency: 'AED' } } };
    const errors: Record<string, string> = { 'baggage.received_on': FACT_MESSAGES.receivedOn, 'baggage.cost.amount_minor': FACT_MESSAGES.amountRange };
    const shown = text(facts, null, (key) => errors[key]);
    expect(shown).toContain('When did you get the bag back?');
    expect(shown).toContain('What does the repair cost (or the bag, if it cannot be repaired)?');
    expect(shown).toContain(FACT_MESSAGES.receivedOn);
    expect(shown).toContain(FACT_MESSAGES.amountRange);
  });

  it('a lost bag never came back: only its worth is asked', () => {
    const shown = text({ baggage: { kind: 'lost' } }, null);
    expect(shown).toContain('What was the bag and its contents worth?');
    expect(shown).not.toContain('When did you get the bag back?');
  });
});

describe('the refund, the ticket price and the times of day', () => {
  it('the ticket price once the passenger took the refund; the two times once given', () => {
    expect(text({ chose_refund: false }, null)).not.toContain('What did the ticket cost?');
    expect(text({ chose_refund: true, ticket_price: { amount_minor: 81240, currency: 'EUR' } }, null)).toContain('What did the ticket cost?');
    const times = text({ departure_times: { scheduled: '25:00' } }, null, (key) => (key === 'departure_times.scheduled' ? FACT_MESSAGES.timeOfDay : undefined));
    expect(times).toContain('Expected new departure');
    expect(times).toContain(FACT_MESSAGES.timeOfDay);
  });
});
