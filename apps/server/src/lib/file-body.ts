import { LIMITS } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const fileTooBig = () => new AppError(413, 'file_too_big');

/**
 * File uploads (chat images, CSV files): in `scope`, an encapsulated plugin holding only upload routes, every
 * body is read as raw bytes whatever its declared type, so a wrong type is answered by the route as an illegal
 * file type rather than by Fastify. More than the file limit (1 MB) is refused as soon as it is known: from
 * Content-Length, else while reading.
 */
export function acceptFileBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length']) > LIMITS.fileLimitBytes) {
      done(fileTooBig(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', finish);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMITS.fileLimitBytes) finish(fileTooBig());
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null, Buffer.concat(chunks, size));
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', finish);
  });
}
