import type { SessionAnswer } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs, registerShop } from './account-helpers';

const fresh = useFreshPages();

/** A shop of its own with the terms accepted, so nothing here touches another test's data. */
async function readyShop(name: string): Promise<SessionAnswer> {
  const session = await registerShop(name);
  await callApi('/accounts/terms', session, {
    method: 'POST',
    body: { terms: true, data_processing_agreement: true, privacy_policy: true },
  });
  return session;
}

function ingestOrder(key: string, orderId: string, email: string) {
  return fetch(`${baseUrl()}/api/ingest/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([
      {
        type: 'created',
        order_id: orderId,
        created_at: new Date().toISOString(),
        lines: [{ product_id: 'p1', name: 'Sko', quantity: 1, price: 499 }],
        subtotal: 499,
        total: 548,
        customer_email: email,
      },
    ]),
  });
}

describe('settings: API keys and ignore lists', () => {
  it('creates a key in the panel, sends an order with it, and revokes it', async () => {
    const session = await readyShop('Nøkkelbutikken AS');
    const { page, problems } = await fresh();
    await openAs(page, session, '/settings/api-keys');
    await page.getByText('Ingen API-nøkler ennå.').waitFor();
    await expectAccessible(page, 'the API keys screen');

    await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny API-nøkkel' });
    await dialog.getByRole('textbox', { name: /Navn på nøkkelen/ }).fill('Nettbutikken');
    await dialog.getByRole('button', { name: 'Lag nøkkel' }).click();
    const shown = page.getByRole('dialog', { name: 'API-nøkkelen er laget' });
    const keyField = shown.getByRole('textbox', { name: 'API-nøkkel' });
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(/^bpk_/);
    await expectAccessible(page, 'the new key dialog');
    await shown.getByRole('button', { name: 'Ferdig' }).click();
    await shown.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /Nettbutikken/ })
      .getByText('Aldri')
      .waitFor();

    const sent = await ingestOrder(key, 'E2E-1', 'kunde@example.no');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ received: 1, stored: 1, ignored: [], refused: [] });
    await page.reload();
    const row = page.getByRole('row', { name: /Nettbutikken/ });
    await row.waitFor();
    expect(await row.getByText('Aldri').count()).toBe(0);

    await page.getByRole('button', { name: 'Trekk tilbake Nettbutikken' }).click();
    const confirm = page.getByRole('dialog', { name: 'Trekk tilbake API-nøkkelen?' });
    await expectAccessible(page, 'the revoke confirmation');
    await confirm.getByRole('button', { name: 'Trekk tilbake' }).click();
    await page.getByText('Ingen API-nøkler ennå.').waitFor();

    const refused = await ingestOrder(key, 'E2E-2', 'kunde@example.no');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('api_key_invalid');
    expect(problems).toEqual([]);
  });

  it('adds an ignore-list entry whose orders are then dropped, and removes it again', async () => {
    const session = await readyShop('Ignorerbutikken AS');
    const { data: created } = await callApi<{ data: { id: string; key: string } }>(
      '/settings/api-keys',
      session,
      { method: 'POST', body: { label: 'Test' } },
    );
    const { page, problems } = await fresh();
    await openAs(page, session, '/settings/ignore-lists');
    await page.getByText('Ignorerlisten er tom.').waitFor();
    await expectAccessible(page, 'the ignore lists screen');

    const form = page.getByRole('form', { name: 'Legg til' });
    await form.getByRole('textbox', { name: /E-post eller IP-adresse/ }).fill('test@example.no');
    await form.getByRole('button', { name: 'Legg til' }).click();
    await page.getByRole('row', { name: /test@example\.no/ }).waitFor();

    const ignored = (await (await ingestOrder(created.key, 'E2E-T', 'TEST@example.no')).json()) as {
      stored: number;
      ignored: unknown[];
    };
    expect(ignored).toMatchObject({ stored: 0, ignored: [{ index: 0 }] });

    await page.getByRole('button', { name: 'Fjern test@example.no' }).click();
    await page
      .getByRole('dialog', { name: 'Fjerne fra ignorerlisten?' })
      .getByRole('button', { name: 'Fjern' })
      .click();
    await page.getByText('Ignorerlisten er tom.').waitFor();
    await callApi(`/settings/api-keys/${created.id}`, session, { method: 'DELETE' }).catch(() => undefined);
    expect(problems).toEqual([]);
  });
});
