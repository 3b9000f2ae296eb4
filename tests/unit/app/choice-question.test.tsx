// The flight step's further questions share one radio question (review follow-up of issue #15).
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceQuestion, NO_YES } from '../../../src/app/screens/claim/fields/choice-question.tsx';
import { ExtraFacts } from '../../../src/app/screens/claim/fields/extra-facts.tsx';
import { theme } from '../../../src/app/theme.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
const radios = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);

describe('ChoiceQuestion', () => {
  it('one radio per answer, the question as the group label, the current answer checked', () => {
    const html = render(<ChoiceQuestion label="Were you seated lower?" value="yes" choices={NO_YES} onChange={() => {}} />);
    expect(html).toContain('Were you seated lower?');
    const inputs = radios(html);
    expect(inputs).toHaveLength(2);
    expect(inputs.filter((i) => i.includes('checked'))).toHaveLength(1);
    expect(inputs.find((i) => i.includes('checked'))).toContain('value="yes"');
  });

  it('every further question of a delay is one of them (diversion, downgrade, already received)', () => {
    const html = render(<ExtraFacts type="delayed" facts={{}} eligibility={null} shown={() => undefined} onType={() => {}} onChoose={() => {}} />);
    expect(radios(html).map((i) => /value="([^"]+)"/.exec(i)?.[1])).toEqual(['no', 'same-area', 'other-area', 'no', 'yes', 'none', 'cash', 'voucher']);
    expect(radios(html).filter((i) => i.includes('checked'))).toHaveLength(3);
  });
});
