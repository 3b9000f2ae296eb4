// DATA_DIR holds the database files (PGlite's WAL keeps every row written: password hashes,
// personal data, grants), documents, outgoing mail and the key that encrypts the signing key.
// Only the server's own user may enter it (review F1): every directory is 0700 and every file
// 0600, re-applied at each start because PGlite creates its files 0666 whatever the umask. A
// DATA_DIR that stays open to others after that (another user owns it, or the filesystem
// ignores modes) stops the start with the command that fixes it.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirPermissionError extends Error {
  constructor(dir: string, mode: number) {
    super(
      `DATA_DIR ${dir} is open to other users (mode ${(mode & 0o777).toString(8)}) and this server could not close it. ` +
        `It holds the database, documents and keys. Fix it as the directory's owner with: chmod -R go-rwx '${dir}' ` +
        '(or run the server as the user who owns DATA_DIR).',
    );
    this.name = 'DataDirPermissionError';
  }
}

const OTHERS = 0o077;

/** Creates DATA_DIR 0700, closes it and everything under it to other users, or throws. */
export function secureDataDir(dataDir: string): void {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeTree(dir);
  const mode = fs.statSync(dir).mode;
  if ((mode & OTHERS) !== 0) throw new DataDirPermissionError(dir, mode);
}

/**
 * chmod go-rwx on a directory and everything under it: directories 0700, files 0600 (PGlite's
 * files are 0666). Entries another user owns are left as they are; the check above catches it.
 */
export function closeTree(root: string): void {
  const close = (target: string, mode: number) => {
    try {
      fs.chmodSync(target, mode);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EPERM' && code !== 'ENOENT') throw error;
    }
  };
  close(root, 0o700);
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) closeTree(full);
    else if (entry.isFile()) close(full, 0o600);
  }
}
