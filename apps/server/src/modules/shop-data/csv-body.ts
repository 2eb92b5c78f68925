import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { decodeCsvBytes } from './csv';

const CSV_TYPES = ['text/csv', 'application/csv'];

/** The uploaded CSV as text: declared as text/csv, UTF-8 and free of NUL bytes, else 'illegal file type'. */
export function csvText(request: FastifyRequest): string {
  const declared = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_TYPES.includes(declared)) throw new AppError(415, 'illegal_file_type');
  const body = request.body;
  const text = Buffer.isBuffer(body) ? decodeCsvBytes(body) : null;
  if (text === null) throw new AppError(415, 'illegal_file_type');
  return text;
}
