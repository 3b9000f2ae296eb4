// Builds IATA BCBP strings for tests (unit and e2e): fixed-width fields padded as Resolution 792
// lays them out, conditional sizes in hex. Our own passes, not the Implementation Guide's.
export interface LegSpec {
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  /** As printed in the 5-character field, e.g. '0400A' or '901'. */
  flight: string;
  day: number;
  compartment?: string;
  seat?: string;
  sequence?: string;
  /** The leg's conditional items (the first leg's start with '>'). */
  conditional?: string;
}

const pad = (value: string, length: number) => value.padEnd(length, ' ').slice(0, length);
const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** A first leg's conditional items: version and a unique section with the date of issue ('5068'). */
export function firstConditional(version: number, issue = '    '): string {
  const unique = `0MM${issue}B${pad('', 3)}`;
  return `>${version}${hex(unique.length)}${unique}00`;
}

export function bcbp(name: string, legs: LegSpec[], options: { eticket?: boolean; security?: string } = {}): string {
  const head = `M${legs.length}${pad(name, 20)}${options.eticket === false ? ' ' : 'E'}`;
  const body = legs.map((leg) => {
    const conditional = leg.conditional ?? '';
    return (
      pad(leg.pnr, 7) +
      pad(leg.from, 3) +
      pad(leg.to, 3) +
      pad(leg.carrier, 3) +
      pad(leg.flight, 5) +
      String(leg.day).padStart(3, '0') +
      pad(leg.compartment ?? 'Y', 1) +
      pad(leg.seat ?? '012A', 4) +
      pad(leg.sequence ?? '0001', 5) +
      '1' +
      hex(conditional.length) +
      conditional
    );
  });
  return head + body.join('') + (options.security ?? '');
}
