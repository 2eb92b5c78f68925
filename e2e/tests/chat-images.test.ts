import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openChatIn } from './chat-helpers';
import { cardOf, openWidgetPanel, operatorLog, showFilter, widgetUid } from './two-browsers-helpers';
import { demoShopUrl, waitForBubble } from './widget-helpers';

/**
 * Images both ways between the widget on the demo shop and the operator panel, through the real upload
 * routes, the real image addresses (and their CSP) and both browsers' pictures. The pages close after the
 * file, so no operator of Demo Sko AS stays online for the files after this one.
 */
const freshPage = useFreshPages();
let owner: SessionAnswer;

beforeAll(async () => {
  owner = await signInByApi('eier@demo.no');
});

/** 8×6 pixels each, made by Chromium's canvas. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAYAAAD+Bd/7AAAAO0lEQVR4AYSLsQkAIBADw89grxvqKI5orztolfB84QeOQLhY7fv+MCSRsGaBhz8JHGJLaOPAQ1ECh9gPAAD//2/tXTgAAAAGSURBVAMA438fzQWKGkYAAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAiEAABAgMJAAAAAAAAAAAAAAAAERQCBRUSFiIlMjNSVaH/xAAVAQEBAAAAAAAAAAAAAAAAAAAGB//EABwRAAICAgMAAAAAAAAAAAAAAAECABEhMUFxsf/aAAwDAQACEQMRAD8AlqEnu2yoebdi7j5rtJZ04fQAVNECXXOdk+66GIIZi1XP/9k=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FILE_TOO_BIG = 'Filen er for stor. Største tillatte størrelse er 1 MB.';
const ILLEGAL_FILE_TYPE = 'Ulovlig filtype.';

/** The picture's width as the browser decoded it: 0 when it did not load (or a CSP blocked it). */
async function decodedWidth(image: Locator): Promise<number> {
  // The pictures load lazily: one below the fold is not fetched (and once read as 'complete' with width 0,
  // on a slow run). In view, decode() settles when this very element has loaded, or failed to.
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((element) =>
    (element as HTMLImageElement).decode().then(
      () => (element as HTMLImageElement).naturalWidth,
      () => 0,
    ),
  );
}

/** Picks a file in the hidden input behind the attach button, as the picker would hand it over. */
async function pickFile(scope: Locator | Page, name: string, mimeType: string, buffer: Buffer) {
  await scope.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/**
 * Enter on the focused attach button opens the file picker: the button clicks the hidden file input, which is
 * what opens the browser's chooser. The click is recorded (and the native dialog held back) rather than awaited
 * as a Playwright file chooser, which Chromium hands over unreliably when several pages are open; then the
 * file goes in as the chooser would hand it over.
 */
async function chooseByKeyboard(page: Page, scope: Locator, name: string, mimeType: string, buffer: Buffer) {
  const input = scope.locator('input[type="file"]');
  await input.evaluate((element) => {
    element.addEventListener(
      'click',
      (event) => {
        (element as HTMLElement).dataset.opened = 'yes';
        event.preventDefault();
      },
      { once: true },
    );
  });
  await page.keyboard.press('Enter');
  await expect.poll(() => input.evaluate((element) => (element as HTMLElement).dataset.opened)).toBe('yes');
  await input.setInputFiles({ name, mimeType, buffer });
}

describe('images in the chat, between the widget and the operator panel', () => {
  it('go from the visitor to the operator and back, shown full size on request', async () => {
    const operator = await openChatIn(await freshPage(), owner);
    const op = operator.page;
    await op.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    const visitor = await freshPage();
    await visitor.page.goto(demoShopUrl());
    await waitForBubble(visitor.page);
    const uid = await widgetUid(visitor.page, owner.account_id ?? 0);
    const panel = await openWidgetPanel(visitor.page);

    // The visitor: a wrong type and a file over 1 MB are refused before uploading; a png goes.
    const attach = panel.getByRole('button', { name: 'Legg ved bilde (jpg eller png, maks 1 MB)' });
    await pickFile(panel, 'animasjon.gif', 'image/gif', GIF);
    await panel.getByRole('alert').filter({ hasText: ILLEGAL_FILE_TYPE }).waitFor();
    await pickFile(panel, 'stor.png', 'image/png', Buffer.alloc(1024 * 1024 + 1));
    await panel.getByRole('alert').filter({ hasText: FILE_TOO_BIG }).waitFor();
    // By keyboard: Tab from the message field to the attach button, Enter opens the file picker.
    await panel.getByLabel('Melding').focus();
    await visitor.page.keyboard.press('Tab');
    await expect
      .poll(() =>
        attach.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element),
      )
      .toBe(true);
    await chooseByKeyboard(visitor.page, panel, 'sko.png', 'image/png', PNG);
    expect(await decodedWidth(panel.getByRole('img', { name: 'Bilde fra deg' }))).toBe(8);
    await panel.getByText('Sender…').waitFor({ state: 'hidden' });
    await panel.getByRole('alert').filter({ hasText: FILE_TOO_BIG }).waitFor({ state: 'detached' });

    // The operator: the picture in the conversation, linked to its full size in a new tab.
    await showFilter(op, 'Venter');
    await cardOf(op, uid).click();
    const fromVisitor = operatorLog(op).getByRole('img', { name: 'Bilde fra Ukjent' });
    expect(await decodedWidth(fromVisitor)).toBe(8);
    const link = operatorLog(op).getByRole('link', { name: /^Bilde fra Ukjent, åpnes i full størrelse/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [fullSize] = await Promise.all([operator.context.waitForEvent('page'), link.click()]);
    await fullSize.waitForLoadState();
    expect(new URL(fullSize.url()).pathname).toMatch(
      new RegExp(`^/api/chat/images/${owner.account_id}/[\\w-]{32}$`),
    );
    await fullSize.close();
    await op.bringToFront();

    // The operator answers with a jpg (after a refused gif), the visitor sees it.
    await pickFile(op, 'animasjon.gif', 'image/gif', GIF);
    await op.getByRole('alert').filter({ hasText: ILLEGAL_FILE_TYPE }).waitFor();
    await op.getByRole('button', { name: 'Hurtigsvar' }).focus();
    await op.keyboard.press('Tab');
    await expect
      .poll(() => op.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Legg ved bilde');
    await chooseByKeyboard(op, op.locator('body'), 'svar.jpg', 'image/jpeg', JPEG);
    await op.getByRole('alert').waitFor({ state: 'detached' });
    expect(
      await decodedWidth(
        operatorLog(op)
          .getByRole('img', { name: /^Bilde fra / })
          .last(),
      ),
    ).toBe(8);
    expect(await decodedWidth(panel.getByRole('img', { name: 'Bilde fra kundeservice' }))).toBe(8);

    await expectAccessible(op, 'the operator conversation with images');
    await expectAccessible(visitor.page, 'the demo shop chat panel with images');
    expect(operator.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
