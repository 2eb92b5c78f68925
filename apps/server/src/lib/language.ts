import { type Language, languageFromHeader } from '@butikkpanel/contracts';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['user-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}
