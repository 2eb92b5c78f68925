import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MergeContext, renderHtml, renderText } from './merge-tags';

const context: MergeContext = {
  customer: { name: 'Kari Nordmann', first_name: 'Kari', email: 'kari@example.no' },
  shop: { name: 'Demo Sko' },
  cart: null,
  order: null,
  unsubscribe_url: 'https://example.no/avmeld',
  discount_code: 'VELKOMMEN10',
};

/** The process's clock as liquidjs reads it, moved by the test alone. */
let clock = 0;
/** Other work in the process (another mail of the campaign) that takes `ms` of the clock when it runs. */
const neighbourTaking = (ms: number) =>
  queueMicrotask(() => {
    clock += ms;
  });
afterEach(() => {
  vi.restoreAllMocks();
});

describe('merge tags', () => {
  it("counts only its own time against the render limit, not other work's waiting in the process", async () => {
    // The limit is wall time. A render that yielded between tags let a busy neighbour's time count and
    // stopped a good template under a campaign's load.
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const source = `${'<p>Hei {{ customer.first_name }}, bruk {{ discount_code }}.</p>'.repeat(20)}`;
    neighbourTaking(1_000);
    const html = await renderHtml(source, context);
    expect(html).toContain('Hei Kari, bruk VELKOMMEN10.');
    neighbourTaking(1_000);
    expect(await renderText('Til {{ customer.name }} fra {{ shop.name }}', context)).toBe(
      'Til Kari Nordmann fra Demo Sko',
    );
  });

  it('still stops a template that runs past the limit on its own', async () => {
    await expect(renderHtml('{% for i in (1..100000000) %}{{ i }}{% endfor %}', context)).rejects.toThrow();
  });
});
