// Blobs on local disk under DATA_DIR/blobs (the default). Each write goes to a temp file in the
// same directory tree, is fsynced, then renamed into place, so a reader never sees half a file and
// a crash leaves only a temp file (swept on open).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertBlobKey, type BlobEntry, type BlobStore, type StoredBlob } from './blob-store.ts';

const TEMP_DIR = '.tmp';

export class DiskBlobStore implements BlobStore {
  readonly kind = 'fs' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** Creates the folders and removes temp files a crash may have left behind. */
  async open(): Promise<this> {
    await mkdir(join(this.root, TEMP_DIR), { recursive: true, mode: 0o700 });
    for (const name of await readdir(join(this.root, TEMP_DIR))) {
      await rm(join(this.root, TEMP_DIR, name), { force: true });
    }
    return this;
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<StoredBlob> {
    const target = this.pathOf(key);
    const temp = join(this.root, TEMP_DIR, randomUUID());
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const file = await open(temp, 'wx', 0o600);
    try {
      await file.writeFile(body);
      await file.sync();
    } catch (error) {
      await file.close();
      await rm(temp, { force: true });
      throw error;
    }
    await file.close();
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(dirname(target));
    return { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.head(key))) return null;
    return createReadStream(path);
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    // Drop the claim's folder once it is empty, so erased claims leave no trace on disk.
    try {
      await rmdir(dirname(path));
    } catch {
      // not empty, or already gone
    }
  }

  async *list(prefix: string): AsyncIterable<BlobEntry> {
    yield* this.walk('', prefix);
  }

  // Depth-first over the key folders, skipping the temp folder; keys only under `prefix`.
  private async *walk(dir: string, prefix: string): AsyncIterable<BlobEntry> {
    let entries;
    try {
      entries = await readdir(join(this.root, dir), { withFileTypes: true });
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (dir === '' && entry.name === TEMP_DIR) continue;
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
      if (entry.isDirectory()) yield* this.walk(key, prefix);
      else if (entry.isFile()) yield { key, modifiedAt: (await stat(join(this.root, key))).mtime };
    }
  }
}

// The rename is durable only once the directory entry is on disk too.
async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } catch {
    // some filesystems refuse fsync on directories; the data itself is already synced
  } finally {
    await dir.close();
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';
}
