import { describe, expect, it } from 'vitest';
import { dashboardData } from '../dashboard-data';
import { dashboardVisitor } from './fixtures';

const shoe = { id: 'sko', name: 'Joggesko', quantity: 2, price: 899.5 };
const sock = { id: 'sokk', name: 'Sokker', quantity: 3, price: 99 };

describe('dashboardData (spec section 3)', () => {
  it('is all zeros and empty lists without visitors', () => {
    expect(dashboardData([])).toEqual({
      visitors: [],
      cartTotal: 0,
      activeCarts: 0,
      bestCustomers: [],
      popularProducts: [],
      popularPages: [],
      mobile: 0,
      desktop: 0,
      known_visitors: 0,
      known_visitors_raw: 0,
      total_visitors: 0,
    });
  });

  it('sums carts, counts products by quantity and pages by visitor, splits devices and known visitors', () => {
    const data = dashboardData([
      dashboardVisitor({ uid: 'a', name: 'Kari', cart: [shoe, sock], isMobile: 1, page_title: 'Joggesko' }),
      dashboardVisitor({ uid: 'b', cart: [{ ...sock, quantity: 1 }], page_title: 'Joggesko' }),
      dashboardVisitor({ uid: 'c', page_title: '', path: '/kasse' }),
      dashboardVisitor({ uid: 'd', name: 'Per', email: 'per@example.no', page_title: 'Forsiden' }),
    ]);
    expect(data.cartTotal).toBe(1799 + 297 + 99);
    expect(data.activeCarts).toBe(2);
    expect(data.popularProducts).toEqual([
      { name: 'Sokker', count: 4 },
      { name: 'Joggesko', count: 2 },
    ]);
    expect(data.popularPages).toEqual([
      { title: 'Joggesko', visitors: 2 },
      { title: '/kasse', visitors: 1 },
      { title: 'Forsiden', visitors: 1 },
    ]);
    expect({ mobile: data.mobile, desktop: data.desktop }).toEqual({ mobile: 1, desktop: 3 });
    expect(data).toMatchObject({ known_visitors: 50, known_visitors_raw: 2, total_visitors: 4 });
    expect(data.visitors.find((visitor) => visitor.uid === 'b')?.name).toBeNull();
  });

  it('keeps at most 5 best customers by score, and 5 products', () => {
    const visitors = Array.from({ length: 7 }, (_, index) =>
      dashboardVisitor({
        uid: `v${index}`,
        score: index * 10,
        cart: [{ id: `p${index}`, name: `Produkt ${index}`, quantity: index + 1, price: 10 }],
      }),
    );
    const data = dashboardData(visitors);
    expect(data.bestCustomers.map((visitor) => visitor.uid)).toEqual(['v6', 'v5', 'v4', 'v3', 'v2']);
    expect(data.popularProducts.map((row) => row.name)).toEqual([
      'Produkt 6',
      'Produkt 5',
      'Produkt 4',
      'Produkt 3',
      'Produkt 2',
    ]);
  });

  it('reads a cart that is not valid JSON as empty', () => {
    const data = dashboardData([{ ...dashboardVisitor(), cart: 'not json', cart_total: 0 }]);
    expect(data.visitors[0]?.cart).toEqual([]);
    expect(data.popularProducts).toEqual([]);
  });
});
