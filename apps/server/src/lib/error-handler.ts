import { type ErrorCode, errorMessage, fieldMessage } from '@butikkpanel/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { requestLanguage } from './language';

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Class 22 (data exception: a NUL byte, a number out of range, text that is not a valid value) can only
 * come from what the client sent that the schema let through, so it is the client's error, not ours.
 */
function fromDatabaseError(error: unknown): AppError | null {
  const state = sqlState(error);
  return state?.startsWith('22') ? new AppError(400, 'validation_failed') : null;
}

/** Fastify's own failures, mapped onto the catalogue. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'invalid_json');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'invalid_json');
  }
  if (error.statusCode === 429) return new AppError(429, 'too_many_requests');
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError(400, 'invalid_json');
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = requestLanguage(request);
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [
          field,
          fieldMessage(key, language, error.params),
        ]),
      )
    : undefined;
  return reply.status(error.status).send({
    error: {
      code: error.code,
      message: errorMessage(error.code, language, error.params),
      ...(fields ? { fields } : {}),
    },
  });
}

/** One error shape for every failure; never a stack trace or SQL. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) return sendError(request, reply, known);
    const refused = fromDatabaseError(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused client input');
      return sendError(request, reply, refused);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError(500, 'generic'));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply, code: ErrorCode = 'not_found') {
  return sendError(request, reply, new AppError(404, code));
}
