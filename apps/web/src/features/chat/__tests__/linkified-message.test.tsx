import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedMessage, splitLinks } from '../components/linkified-message';

describe('message text', () => {
  it('renders markup from a visitor as text, never as HTML', () => {
    const text = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = render(<LinkifiedMessage text={text} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('makes http(s) addresses into safe links that open apart', () => {
    render(<LinkifiedMessage text="Se https://demo.no/sko?str=42 og http://x.no nå" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://demo.no/sko?str=42',
      'http://x.no',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links nothing but http(s)', () => {
    render(
      <LinkifiedMessage text={'javascript:alert(1) data:text/html,<b>x</b> ftp://a.no mailto:a@b.no'} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps quotes and angle brackets out of an address', () => {
    const parts = splitLinks('https://a.no/"onmouseover="x <b>');
    expect(parts.filter((part) => part.isLink).map((part) => part.text)).toEqual(['https://a.no/']);
  });
});
