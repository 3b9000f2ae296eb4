import { describe, expect, it } from 'vitest';
import { medianFigures, type LighthouseFigures } from '../../bench/lighthouse-median.ts';

const run = (performance: number, tbtMs: number, failedAudits: string[] = []): LighthouseFigures => ({
  path: '/claim',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1100 + tbtMs,
  tbtMs,
  cls: 0,
  failedAudits,
});

describe('medianFigures', () => {
  it('takes the middle value of an odd number of runs, figure by figure', () => {
    const median = medianFigures([run(93, 320), run(99, 90), run(97, 150), run(90, 410), run(98, 120)]);
    expect(median.performance).toBe(97);
    expect(median.tbtMs).toBe(150);
    expect(median.lcpMs).toBe(1250);
    expect(median.path).toBe('/claim');
  });

  it('averages the two middle values of an even number of runs', () => {
    expect(medianFigures([run(90, 100), run(96, 200), run(94, 300), run(99, 400)]).performance).toBe(95);
  });

  it('is not fooled by one very good run', () => {
    expect(medianFigures([run(100, 0), run(90, 500), run(91, 480)]).performance).toBe(91);
  });

  it('lists an audit that failed in any run', () => {
    expect(medianFigures([run(97, 100), run(97, 100, ['image-alt']), run(97, 100)]).failedAudits).toEqual(['image-alt']);
  });
});
