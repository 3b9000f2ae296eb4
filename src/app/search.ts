// Search params as the raw strings the URL carries. TanStack Router's default parser JSON-parses
// values, so `?token=0123` would arrive as the number 123 and a token or referral code would change;
// these keep every value a string. Each route then declares its params with `validateSearch`.

/** `?a=1&b=x` → { a: '1', b: 'x' }; the first value of a repeated name wins (as URLSearchParams.get). */
export function parseRawSearch(searchStr: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(searchStr)) if (!(name in result)) result[name] = value;
  return result;
}

/** The reverse: strings as they are, undefined left out; '' when there is nothing. */
export function stringifyRawSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A validateSearch that keeps the named params that are strings and drops everything else. */
export function stringParams<const TName extends string>(...names: TName[]) {
  return (raw: Record<string, unknown>): { [K in TName]?: string } => {
    const result: { [K in TName]?: string } = {};
    for (const name of names) {
      const value = raw[name];
      if (typeof value === 'string') result[name] = value;
    }
    return result;
  };
}
