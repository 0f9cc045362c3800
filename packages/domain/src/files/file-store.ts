import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '@tcs/db';
import { newId } from '../ids';

const CHUNK_BYTES = 1024 * 1024;

export interface StoredFileInfo {
  id: string;
  name: string;
  size: number;
  sha256: string;
}

/**
 * Files clients send, kept in PostgreSQL in 1 MB chunks. Every process on every machine reaches
 * the same database, so a job names a file by id and any worker can read it; nothing large
 * travels in a job payload and no process depends on its own disk.
 */
export class FileStore {
  constructor(private readonly db: Db) {}

  async put(source: AsyncIterable<Buffer | string>, meta: { purpose: string; name: string }): Promise<StoredFileInfo> {
    const id = newId();
    const hash = createHash('sha256');
    const client = await this.db.pool.connect();
    let size = 0;
    let seq = 0;
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO stored_files (id, purpose, name, size, sha256) VALUES ($1, $2, $3, 0, $4)', [id, meta.purpose, meta.name, '0'.repeat(64)]);
      for await (const chunk of rechunk(source)) {
        hash.update(chunk);
        size += chunk.length;
        await client.query('INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ($1, $2, $3)', [id, seq++, chunk]);
      }
      const sha256 = hash.digest('hex');
      await client.query('UPDATE stored_files SET size = $2, sha256 = $3 WHERE id = $1', [id, size, sha256]);
      await client.query('COMMIT');
      return { id, name: meta.name, size, sha256 };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async info(id: string): Promise<StoredFileInfo | null> {
    const row = await this.db.storedFile.findUnique({ where: { id } });
    return row && { id: row.id, name: row.name, size: Number(row.size), sha256: row.sha256 };
  }

  /** The file's bytes, one chunk in memory at a time. */
  open(id: string): Readable {
    const { pool } = this.db;
    async function* chunks() {
      for (let seq = 0; ; seq++) {
        const { rows } = await pool.query<{ data: Buffer }>('SELECT data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2', [id, seq]);
        if (!rows.length) return;
        yield rows[0].data;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async remove(id: string): Promise<void> {
    await this.db.storedFile.deleteMany({ where: { id } });
  }
}

async function* rechunk(source: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    const buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, CHUNK_BYTES);
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes = pending[0].length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
