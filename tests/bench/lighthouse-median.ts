// The figures of one Lighthouse run, and their median over several runs of a page (the budget
// script judges the median: one run varies by several points on this machine).

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs of one page (audits failing in any run are listed). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls') => median(runs.map((run) => run[key]));
  return {
    path: runs[0]!.path,
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    bestPractices: Math.round(of('bestPractices')),
    seo: Math.round(of('seo')),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
