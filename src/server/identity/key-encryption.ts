// The identity keys (the private signing JWKS and the cookie keys) are stored encrypted with
// AES-256-GCM (review F1): a copy of the database, its WAL or a backup gives no signing key.
// The 32-byte key comes from OIDC_KEY_ENCRYPTION_KEY, or else from DATA_DIR/keys/
// identity-keys.key, created 0600 in a 0700 folder on first start. Several servers sharing one
// PostgreSQL need the same key: set OIDC_KEY_ENCRYPTION_KEY on all of them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE = path.join('keys', 'identity-keys.key');

export interface SealedValue {
  v: 1;
  alg: 'A256GCM';
  /** Which key sealed it (a short hash of the key), to tell a wrong key from damaged data. */
  kid: string;
  iv: string;
  tag: string;
  ct: string;
}

/** The 32-byte key from 64 hex digits or base64(url); undefined when it is neither. */
export function parseEncryptionKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export class KeyEncryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyEncryptionError';
  }
}

/** The key from the environment value, or from (or newly into) DATA_DIR/keys. */
export function keyEncryptionKey(fromEnv: string | undefined, dataDir: string): Buffer {
  return encryptionKey(fromEnv, 'OIDC_KEY_ENCRYPTION_KEY', path.join(dataDir, KEY_FILE));
}

/**
 * A 32-byte key from the environment variable `envName` when set, else from `file`, generated
 * there on first use (0600 in a 0700 folder).
 */
export function encryptionKey(fromEnv: string | undefined, envName: string, file: string): Buffer {
  if (fromEnv !== undefined) {
    const key = parseEncryptionKey(fromEnv);
    if (!key) throw new KeyEncryptionError(`${envName} must be 32 bytes as 64 hex digits or base64`);
    return key;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  try {
    // 'wx': two servers starting at once on one DATA_DIR cannot both write one.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, 0o600);
  const key = parseEncryptionKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new KeyEncryptionError(`${file} does not hold a 32-byte key; restore it from a backup`);
  return key;
}

const keyId = (key: Buffer) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 16);

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && (value as { alg?: unknown }).alg === 'A256GCM' && 'ct' in value;
}

/** Encrypts a JSON value; `name` is bound in as associated data, so rows cannot be swapped. */
export function seal(key: Buffer, name: string, value: unknown): SealedValue {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { v: 1, alg: 'A256GCM', kid: keyId(key), iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), ct: ct.toString('base64url') };
}

export function unseal(key: Buffer, name: string, sealed: SealedValue): unknown {
  if (sealed.kid !== keyId(key)) {
    throw new KeyEncryptionError(
      `The identity key "${name}" was encrypted with another key than this server's (OIDC_KEY_ENCRYPTION_KEY or DATA_DIR/${KEY_FILE}). ` +
        'Give every server the key the database was first started with.',
    );
  }
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new KeyEncryptionError(`The identity key "${name}" in the database is damaged (it does not decrypt)`);
  }
}
