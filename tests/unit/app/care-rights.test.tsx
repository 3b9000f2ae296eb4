// The eligibility card shows the chance in plain words and what the airline owes at the airport
// (issue #16): each care right with its article, and "Owed now" once the departure delay is known.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { careItems, chanceOf } from '../../../src/app/screens/claim/rules/care-items.ts';
import { EligibilityCard } from '../../../src/app/screens/claim/steps/eligibility-card.tsx';
import { eligibilityView, type EligibilityRecord } from '../../../src/app/screens/claim/rules/eligibility-result.ts';
import { theme } from '../../../src/app/theme.ts';
import type { Assessment } from '../../../src/domain/compensation/assessment.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import type { JourneyFacts } from '../../../src/domain/compensation/journey-facts.ts';

const FRA_JFK: JourneyFacts['legs'] = [{ from: 'FRA', to: 'JFK', operatingCarrier: 'LH' }];
const recordOf = (result: Assessment): EligibilityRecord => ({
  eligible: result.outcome === 'eligible',
  message: 'message',
  assessment: { source: 'server', result },
  checkedAt: 1,
});
const card = (result: Assessment) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <EligibilityCard view={eligibilityView(recordOf(result), 1)} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('care rights on the eligibility card', () => {
  it('a delay of 5 hours: meals, communication and the refund, owed now, each with its article', () => {
    const result = assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, departureDelayMinutes: 300 });
    const html = card(result);
    expect(text(html)).toContain('What the airline owes you now');
    for (const code of ['meals', 'communication', 'refund']) expect(html).toContain(`data-care="${code}"`);
    const shown = text(html);
    expect(shown).toContain('Owed now: Meals and refreshments in reasonable relation to the waiting time.');
    expect(shown).toContain('Owed now: Two telephone calls, e-mails or messages, free of charge.');
    expect(shown).toContain('Owed now: From 5 hours of delay, you may give up the flight');
    expect(shown).toMatch(/Art\. 9\(1\)\(a\)/);
    expect(shown).toMatch(/Art\. 8\(1\)\(a\)/);
  });

  it('a departure delay not yet known: each right says from when it applies', () => {
    const items = careItems(assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300 }));
    expect(items.find((i) => i.code === 'meals')?.when).toBe('From 4 hours of delay at departure');
    expect(items.find((i) => i.code === 'refund')?.when).toBe('From 5 hours of delay at departure');
    const short = careItems(assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, departureDelayMinutes: 200 }));
    expect(short.find((i) => i.code === 'meals')).toMatchObject({ owedNow: false, when: 'From 4 hours of delay at departure' });
  });

  it('no care list when the answer has none, or the check failed', () => {
    expect(text(card({ outcome: 'eligible', regime: 'EC261', reasons: [] }))).not.toContain('What the airline owes you now');
  });
});

describe('chance of success in plain words', () => {
  it('under the Montreal Convention: the defence of all reasonable measures (Art. 19), not an earlier flight', () => {
    const ek45 = assessCompensation({ legs: [{ from: 'DXB', to: 'FRA', operatingCarrier: 'EK' }], disruption: 'delayed', arrivalDelayMinutes: 300 });
    expect(ek45).toMatchObject({ regime: 'MC99', chance: 'medium' });
    expect(chanceOf(ek45)?.text).toBe(
      'The airline escapes only if it proves it took all reasonable measures to avoid the delay. Keep the receipts that show what it cost you.',
    );
  });

  it('a cause that may be extraordinary: lower chance, the airline must prove it (Art. 5(3))', () => {
    const result = assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, cause: 'weather' });
    expect(result).toMatchObject({ outcome: 'eligible', chance: 'low' });
    expect(chanceOf(result)?.level).toBe('low');
    const shown = text(card(result));
    expect(shown).toContain('Lower chance');
    expect(shown).toContain('The airline must prove it');
  });

  it('a knock-on from an earlier flight: fair chance; a technical fault: good chance', () => {
    expect(text(card(assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, cause: 'knock-on-previous-flight' })))).toContain(
      'Fair chance',
    );
    expect(text(card(assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 300, cause: 'technical' })))).toContain('Good chance');
  });

  it('no chance line on an answer that is not eligible', () => {
    const result = assessCompensation({ legs: FRA_JFK, disruption: 'delayed', arrivalDelayMinutes: 60 });
    expect(result.outcome).not.toBe('eligible');
    expect(chanceOf(result)).toBeNull();
  });
});
