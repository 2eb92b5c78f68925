import { JSON_BODY_MAX_DEPTH, jsonDepth } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Every JSON body is parsed by Fastify's own parser (prototype-poisoning checks kept), then its depth is
 * counted without recursion, before any schema or sanitiser walks it: deeper than JSON_BODY_MAX_DEPTH is 400
 * `json_too_deep` in the one error shape. Done once here, so no route can forget it. (5,000 levels in a
 * design answered 500 from a stack overflow; 2,000 were stored and broke the builder.)
 */
export function limitJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      if (jsonDepth(value, JSON_BODY_MAX_DEPTH) > JSON_BODY_MAX_DEPTH) {
        return done(new AppError(400, 'json_too_deep', { max: JSON_BODY_MAX_DEPTH }), undefined);
      }
      done(null, value);
    });
  });
}
