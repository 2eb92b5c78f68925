import { VISITOR_UID_HEADER } from '@butikkpanel/contracts';
import type { Answer } from './http';

/** 8×6 pixels each, made by Chromium's canvas (toDataURL): real files, not just their first bytes. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAiEAABAgMJAAAAAAAAAAAAAAAAERQCBRUSFiIlMjNSVaH/xAAVAQEBAAAAAAAAAAAAAAAAAAAGB//EABwRAAICAgMAAAAAAAAAAAAAAAECABEhMUFxsf/aAAwDAQACEQMRAD8AlqEnu2yoebdi7j5rtJZ04fQAVNECXXOdk+66GIIZi1XP/9k=',
  'base64',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAYAAAD+Bd/7AAAAO0lEQVR4AYSLsQkAIBADw89grxvqKI5orztolfB84QeOQLhY7fv+MCSRsGaBhz8JHGJLaOPAQ1ECh9gPAAD//2/tXTgAAAAGSURBVAMA438fzQWKGkYAAAAASUVORK5CYII=',
  'base64',
);
/** A 1×1 lossless WebP (RIFF…WEBPVP8L), a real file. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** A 1×1 transparent GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A page that would run script if it were ever served as HTML: what a renamed "bilde.png" may hold. */
export const HTML_AS_PNG = Buffer.from('<html><script>parent.__xss = 1</script></html>');

/** A png header followed by filler, `size` bytes in all. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  PNG.copy(bytes, 0, 0, 16);
  return bytes;
}

/** Raw bytes to an upload route, as the panel and the widget send them: the file as the body. */
export async function upload(
  url: string,
  bytes: Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
  options: { stream?: boolean } = {},
): Promise<
  Answer<{ data: { id: string; url: string; content_type: string; size: number } }> & { text: string }
> {
  // A stream has no Content-Length, so the server has to count while it reads.
  const body = options.stream
    ? new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
            controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
          }
          controller.close();
        },
      })
    : bytes;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
    ...(options.stream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the test looks at the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as never, text };
}

/** The headers of a visitor's upload from a page on `origin`. */
export const visitorHeaders = (uid: string, origin: string) => ({ [VISITOR_UID_HEADER]: uid, origin });
