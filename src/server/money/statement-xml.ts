// Reads an uploaded camt.053 file: well-formed XML without a DOCTYPE (no entity expansion, no
// external entities), parsed with every value kept as text, then src/domain/money/camt053.ts.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readCamt053, type StatementReading, type XmlTree } from '../../domain/money/index.ts';

export type StatementUpload = StatementReading | { ok: false; code: 'statement-malformed'; detail: string };

const options = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: true,
};
const parser = new XMLParser({ ...options, removeNSPrefix: true });
// The prefix-free parse drops the xmlns attributes, so the root's namespace is read from a first parse.
const namespaceParser = new XMLParser({ ...options, removeNSPrefix: false });

function rootNamespace(xml: string): string {
  const tree = namespaceParser.parse(xml) as XmlTree;
  const rootName = Object.keys(tree).find((name) => !name.startsWith('?')) ?? '';
  const prefix = rootName.includes(':') ? `:${rootName.split(':')[0]}` : '';
  const root = tree[rootName] as XmlTree | undefined;
  const namespace = root && typeof root === 'object' ? root[`@_xmlns${prefix}`] : undefined;
  return typeof namespace === 'string' ? namespace : '';
}

export function readStatementXml(bytes: Buffer): StatementUpload {
  const xml = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE/i.test(xml)) return { ok: false, code: 'statement-malformed', detail: 'A statement with a DOCTYPE is refused.' };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, code: 'statement-malformed', detail: `The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).` };
  return readCamt053(parser.parse(xml) as XmlTree, rootNamespace(xml));
}
