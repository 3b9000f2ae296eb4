// How a message is named in the app's source: t('…'), msg('…') or tp(n, { …, other: '…' }).
// Read by the catalogue tooling (tests/i18n-messages.ts) and the content-catalogue split
// (content-catalogs.ts), so both see the same messages.

const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
const CALLS = [new RegExp(String.raw`\b(?:t|msg)\(\s*` + LITERAL, 'g'), new RegExp(String.raw`\btp\([^{]*\{[^}]*?\bother:\s*` + LITERAL, 'g')];

function unquote(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
}

/** The messages a source file names, in order (comments may show the pattern: they hold none). */
export function messagesIn(source: string): string[] {
  const text = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
  return CALLS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => unquote(match[1]!)));
}
