export type Category = 'joggesko' | 'vintersko' | 'sandaler';

export interface Product {
  slug: string;
  name: string;
  category: Category;
  price: number;
  description: string;
  icon: string;
}

export const CATEGORIES: Record<Category, string> = {
  joggesko: 'Joggesko',
  vintersko: 'Vintersko',
  sandaler: 'Sandaler',
};

/** The demo shop's shelf; prices in kr. */
export const PRODUCTS: Product[] = [
  {
    slug: 'lettloper-joggesko',
    name: 'Lettløper joggesko',
    category: 'joggesko',
    price: 899,
    description: 'Lette og luftige joggesko for asfalt og grus, med god demping.',
    icon: '👟',
  },
  {
    slug: 'terreng-joggesko',
    name: 'Terreng joggesko',
    category: 'joggesko',
    price: 1299,
    description: 'Grov såle for sti og skog, og vannavstøtende overdel.',
    icon: '👟',
  },
  {
    slug: 'fjellstovel',
    name: 'Fjellstøvel vinter',
    category: 'vintersko',
    price: 1799,
    description: 'Varmfôret støvel som tåler kulde ned til minus 30 grader.',
    icon: '🥾',
  },
  {
    slug: 'bysko-med-pigger',
    name: 'Bysko med pigger',
    category: 'vintersko',
    price: 1499,
    description: 'Pene vintersko med uttrekkbare pigger for glatte fortau.',
    icon: '🥾',
  },
  {
    slug: 'strandsandal',
    name: 'Strandsandal',
    category: 'sandaler',
    price: 399,
    description: 'Myk sandal som tåler sand og saltvann.',
    icon: '🩴',
  },
  {
    slug: 'tursandal',
    name: 'Tursandal',
    category: 'sandaler',
    price: 699,
    description: 'Justerbare stropper og god støtte for lange turer.',
    icon: '🩴',
  },
];

export const formatKr = (amount: number) => `${new Intl.NumberFormat('nb-NO').format(amount)} kr`;
