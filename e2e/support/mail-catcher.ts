import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The shared server's SMTP peer: a real SMTP server on loopback that writes every mail it receives to a
 * folder as JSON, so the tests read what a recipient gets. One-time links (password reset, invitation) are
 * never shown in the staff mailbox (issue 12 B1), so the delivered mail is the only place they appear.
 */
export async function startMailCatcher() {
  const dir = await mkdtemp(path.join(tmpdir(), 'butikkpanel-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const raw = Buffer.concat(chunks).toString('utf8');
        const file = path.join(dir, `${String(count).padStart(6, '0')}.json`);
        writeFile(file, JSON.stringify({ to, raw })).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The readable text of a raw MIME message: every part, base64 and quoted-printable decoded. */
function mimeText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (/^content-type:\s*multipart\//im.test(head) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => mimeText(part.replace(/^\r\n/, '')))
      .join('\n');
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The newest received mails to `to`, newest first, as decoded text. */
export async function receivedMailsTo(dir: string, to: string): Promise<string[]> {
  const files = (await readdir(dir)).sort().reverse();
  const mails: string[] = [];
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: string[]; raw: string };
    if (mail.to.includes(to.toLowerCase())) mails.push(mimeText(mail.raw));
  }
  return mails;
}
