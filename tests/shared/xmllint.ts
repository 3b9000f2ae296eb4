// Validates XML against the EPC's pain.001.001.09 schema with xmllint (Debian's libxml2-utils), the
// real validator, as the issue asks: no JavaScript imitation of XSD.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PAIN001_XSD = '/work/shared/standards/pain.001.001.09-epc-sct.xsd';

/** xmllint's verdict: ok, or its messages. */
export function xmllint(xml: string, schema = PAIN001_XSD): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pain001-'));
  const file = path.join(dir, 'file.xml');
  writeFileSync(file, xml);
  try {
    const output = execFileSync('xmllint', ['--noout', '--schema', schema, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
