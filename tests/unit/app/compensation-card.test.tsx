// The claim page's Compensation card: a flight the Montreal Convention alone covers has no fixed
// sum, and the card says so (it said "Not assessed yet." while the Montreal card gave the answer).
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEligibility } from '../../../src/domain/claim/eligibility.ts';
import { montrealView } from '../../../src/app/screens/claim/rules/montreal.ts';
import { CompensationCard } from '../../../src/app/screens/claim-detail/compensation-card.tsx';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { theme } from '../../../src/app/theme.ts';
import { ek45 } from '../../shared/montreal-flights.ts';

const lh630 = { ...ek45, flight_number: 'LH630', departure_airport: 'FRA', arrival_airport: 'DXB', operating_carrier: 'LH' };
const montrealOf = (request: typeof ek45) => montrealView(checkEligibility(request, '2025-03-10').assessment);
const sent = { compensation: null, syncState: 'sent' as const, additionalPassengers: [] };
const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe('CompensationCard', () => {
  afterAll(() => loadCatalog('en'));

  it('Montreal alone (EK 45 DXB→FRA): no fixed sum, damages under the Convention, not "Not assessed yet."', () => {
    const html = render(<CompensationCard claim={sent} montreal={montrealOf(ek45)} />);
    expect(html).toContain('No fixed sum applies to this flight: we claim your damages from the airline under the Montreal Convention.');
    expect(html).not.toContain('Not assessed yet.');
  });

  it('the same before the claim reaches us: the answer is judged on this device', () => {
    const html = render(<CompensationCard claim={{ ...sent, syncState: 'queued' }} montreal={montrealOf(ek45)} />);
    expect(html).toContain('No fixed sum applies to this flight');
  });

  it('Montreal beside EC 261 (LH 630 FRA→DXB): the fixed sum is still to be assessed', () => {
    const view = montrealOf(lh630);
    expect(view?.beside).toBe(true);
    const html = render(<CompensationCard claim={sent} montreal={view} />);
    expect(html).toContain('Not assessed yet.');
    expect(html).not.toContain('No fixed sum');
  });

  it('no Montreal answer: as before', () => {
    expect(render(<CompensationCard claim={sent} montreal={null} />)).toContain('Not assessed yet.');
    expect(render(<CompensationCard claim={{ ...sent, syncState: 'queued' }} montreal={null} />)).toContain('We will estimate your compensation');
  });

  it('in Turkish, with no English left', async () => {
    await loadCatalog('tr');
    await loadAreas(['account']);
    const html = render(<CompensationCard claim={sent} montreal={montrealOf(ek45)} />);
    expect(html).toContain('Bu uçuş için sabit bir tazminat tutarı geçerli değildir');
    expect(html).not.toContain('No fixed sum');
  });
});
