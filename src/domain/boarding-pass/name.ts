// The passenger name of a boarding pass: "SURNAME/GIVEN NAMES TITLE", upper case, cut at 20
// characters. Titles are dropped; names are shown in title case for the passenger to confirm.

const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'MASTER', 'MX', 'DR', 'PROF', 'REV', 'SIR', 'CHD', 'INF']);

export interface PassengerName {
  lastName: string;
  firstName: string;
}

/** "O'NEIL-SMITH" → "O'Neil-Smith": each part after a space, hyphen or apostrophe capitalised. */
export function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "DESMARAIS/LUC MR" → { lastName: 'Desmarais', firstName: 'Luc' }. */
export function parsePassengerName(field: string): PassengerName {
  const [surname = '', ...rest] = field.trim().split('/');
  const given = rest.join(' ').trim().split(/\s+/).filter(Boolean);
  while (given.length > 0 && TITLES.has(given[given.length - 1]!)) given.pop();
  return { lastName: titleCase(surname.trim().replace(/\s+/g, ' ')), firstName: titleCase(given.join(' ')) };
}
