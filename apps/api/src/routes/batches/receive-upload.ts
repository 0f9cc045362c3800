/**
 * Receiving a batch file: only multipart forms (415), at most the size limit (413, before a byte
 * is stored when Content-Length already says so), no 30-second stall (408), and at most
 * `batchParsingPerInstance` uploads received or parsed at once by this process (429, Retry-After 5).
 * The file streams to a private temporary directory; the caller deletes it when done.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, LIMITS, newId, type UploadedFile } from '@tcs/domain';

const MAX_BYTES = LIMITS.batchMaxFileMb * 1024 * 1024;
/** The form's boundaries and other fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_DIR = path.join(os.tmpdir(), 'tcs-uploads');

let busy = 0;

const tooLarge = () => new AppError('payload_too_large', { params: { limit: `${LIMITS.batchMaxFileMb} MB` }, details: { limit_mb: LIMITS.batchMaxFileMb } });

/** Each upload gets its own directory: whatever happens (a stall mid-file included), removing it removes everything. */
const uploadDirs = new WeakMap<Request, string>();

const upload = multer({
  storage: multer.diskStorage({
    destination: (req, _file, done) => {
      const dir = uploadDirs.get(req as Request)!;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      done(null, dir);
    },
    // Never the client's name on disk: it names the batch only.
    filename: (_req, _file, done) => done(null, `${newId()}.upload`),
  }),
  limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  // Browsers and curl send file names as UTF-8 bytes ("Bảng giá.xlsx"), not Latin-1.
  defParamCharset: 'utf8',
}).single('file');

function refusalOf(error: unknown): unknown {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new AppError('validation_error', { errors: [{ field: error.field ?? 'file', message: 'Send the spreadsheet in the form field "file" (one file)' }] });
    return new AppError('validation_error', { errors: [{ field: error.field ?? 'file', message: error.message }] });
  }
  if (error instanceof Error && /multipart|boundary|unexpected end of form/i.test(error.message)) {
    return new AppError('bad_request', { detail: `The form could not be read: ${error.message}` });
  }
  return error;
}

/** Receives the form, runs `use` on the stored file, and always removes it. */
export async function withUploadedFile<T>(req: Request, res: Response, use: (file: UploadedFile, fields: Record<string, string>) => Promise<T>): Promise<T> {
  if (!req.is('multipart/form-data')) {
    throw new AppError('unsupported_media_type', { params: { type: req.get('content-type') ?? 'none', expected: 'multipart/form-data' } });
  }
  if (Number(req.get('content-length') ?? 0) > MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
  if (busy >= LIMITS.batchParsingPerInstance) {
    throw new AppError('rate_limited', { params: { seconds: 5 }, headers: { 'Retry-After': '5' }, details: { retry_after_seconds: 5 } });
  }
  busy++;
  const dir = path.join(UPLOAD_DIR, newId());
  uploadDirs.set(req, dir);
  try {
    await receive(req, res);
    const file = req.file;
    if (!file) throw new AppError('validation_error', { errors: [{ field: 'file', message: '"file" is required: an .xlsx or .csv file' }] });
    return await use({ path: file.path, originalname: file.originalname, size: file.size }, (req.body ?? {}) as Record<string, string>);
  } finally {
    busy--;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Multer with a stall timer: every chunk that arrives resets it. */
function receive(req: Request, res: Response): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let timer: NodeJS.Timeout;
    const stalled = () => {
      req.unpipe();
      res.setHeader('Connection', 'close');
      reject(new AppError('request_timeout'));
      // The client may still be sending: the connection ends once the answer is out.
      res.once('finish', () => req.socket.destroy());
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(stalled, LIMITS.batchSlowUploadSeconds * 1000);
    };
    arm();
    req.on('data', arm);
    upload(req, res, (error?: unknown) => {
      clearTimeout(timer);
      req.off('data', arm);
      if (error) reject(refusalOf(error));
      else resolve();
    });
  });
}
