import { PICTURES } from './pictures';

export type Category = 'joggesko' | 'vintersko' | 'sandaler' | 'fritid' | 'barn' | 'pen';

export interface Product {
  slug: string;
  name: string;
  category: Category;
  price: number;
  description: string;
  /** The product's picture: its path under the demo shop, and what it shows in bokmål. */
  picture: { path: string; alt: string };
}

export const CATEGORIES: Record<Category, string> = {
  joggesko: 'Joggesko',
  vintersko: 'Vintersko',
  sandaler: 'Sandaler',
  fritid: 'Fritidssko',
  barn: 'Barnesko',
  pen: 'Pensko',
};

type Row = [slug: string, name: string, category: Category, price: number, description: string];

/** The demo shop's shelf, prices in kr. The demo seed puts the same products in Demo Sko AS's catalogue. */
const ROWS: Row[] = [
  [
    'lettloper-joggesko',
    'Lettløper joggesko',
    'joggesko',
    899,
    'Lette og luftige joggesko for asfalt og grus, med god demping.',
  ],
  [
    'terreng-joggesko',
    'Terreng joggesko',
    'joggesko',
    1299,
    'Grov såle for sti og skog, og vannavstøtende overdel.',
  ],
  [
    'asfaltrakett-lopesko',
    'Asfaltrakett løpesko',
    'joggesko',
    1099,
    'Rask og responsiv sko for intervaller og konkurranser på vei.',
  ],
  [
    'maraton-pro-lopesko',
    'Maraton Pro løpesko',
    'joggesko',
    1899,
    'Karbonplate og ekstra demping for de lange løpene.',
  ],
  [
    'intervall-treningssko',
    'Intervall treningssko',
    'joggesko',
    999,
    'Stabil sko for styrketrening, sirkeltrening og korte løp.',
  ],
  [
    'nordlys-lopesko-dame',
    'Nordlys løpesko dame',
    'joggesko',
    1199,
    'Smal lest og myk demping, med refleks for mørke kvelder.',
  ],
  [
    'skogsloper-terrengsko',
    'Skogsløper terrengsko',
    'joggesko',
    1399,
    'Aggressivt mønster og steinplate for bratte stier.',
  ],
  [
    'fjellstovel',
    'Fjellstøvel vinter',
    'vintersko',
    1799,
    'Varmfôret støvel som tåler kulde ned til minus 30 grader.',
  ],
  [
    'bysko-med-pigger',
    'Bysko med pigger',
    'vintersko',
    1499,
    'Pene vintersko med uttrekkbare pigger for glatte fortau.',
  ],
  ['polar-snostovel', 'Polar snøstøvel', 'vintersko', 1599, 'Høy skaft og vanntett membran for dyp snø.'],
  [
    'vidda-vinterstovlett',
    'Vidda vinterstøvlett',
    'vintersko',
    1399,
    'Lett støvlett med ullfôr for kalde dager i byen.',
  ],
  [
    'finnmark-lammeullstovel',
    'Finnmark lammeullstøvel',
    'vintersko',
    2199,
    'Ekte lammeull og gummisåle med godt grep.',
  ],
  [
    'isbre-broddstovel',
    'Isbre broddstøvel',
    'vintersko',
    1699,
    'Innebygde brodder som felles ut med ett grep.',
  ],
  [
    'frost-skinnstovlett',
    'Frost skinnstøvlett',
    'vintersko',
    1899,
    'Fôret skinnstøvlett som passer både til jobb og tur.',
  ],
  ['strandsandal', 'Strandsandal', 'sandaler', 399, 'Myk sandal som tåler sand og saltvann.'],
  ['tursandal', 'Tursandal', 'sandaler', 699, 'Justerbare stropper og god støtte for lange turer.'],
  ['sommerslipper', 'Sommerslipper', 'sandaler', 249, 'Enkle slippers til stranden og bassengkanten.'],
  ['korkbunn-sandal', 'Korkbunn sandal', 'sandaler', 599, 'Fotseng i kork som formes etter foten.'],
  ['badeslipper', 'Badeslipper', 'sandaler', 149, 'Sklisikre slippers til garderobe og badstue.'],
  [
    'fjord-sandal-med-reim',
    'Fjord sandal med reim',
    'sandaler',
    549,
    'Hælreim og borrelås, trygg i vann og på svaberg.',
  ],
  ['laersandal-klassisk', 'Lærsandal klassisk', 'sandaler', 799, 'Håndsydd lærsandal i naturfarge.'],
  ['byvandrer-sneaker', 'Byvandrer sneaker', 'fritid', 999, 'Myk sneaker for lange dager til fots i byen.'],
  ['lerret-lavsko', 'Lerret lavsko', 'fritid', 499, 'Klassisk lavsko i lerret med gummisåle.'],
  ['skate-sneaker', 'Skate sneaker', 'fritid', 799, 'Slitesterk semsket overdel og flat vulkanisert såle.'],
  [
    'seilsko-i-skinn',
    'Seilsko i skinn',
    'fritid',
    1199,
    'Hvit såle som ikke merker dekket, og skinn som tåler saltvann.',
  ],
  [
    'hverdagssneaker-hvit',
    'Hverdagssneaker hvit',
    'fritid',
    899,
    'Ren, hvit sneaker i skinn som passer til alt.',
  ],
  ['mokasin-semsket', 'Mokasin i semsket skinn', 'fritid', 1099, 'Myk mokasin med håndsydd søm.'],
  ['slip-on-lerret', 'Slip-on lerret', 'fritid', 449, 'Uten lisser: rett på og ut døra.'],
  ['smatroll-stovlett', 'Småtroll støvlett', 'barn', 599, 'Varm støvlett med borrelås, lett for små hender.'],
  ['blinkesko', 'Blinkesko for barn', 'barn', 549, 'Lys i sålen som blinker for hvert steg.'],
  ['regnstovel-barn', 'Regnstøvel barn', 'barn', 349, 'Naturgummi og refleks, til sølepytter og barnehage.'],
  ['junior-fotballsko', 'Junior fotballsko', 'barn', 499, 'Knotter for gress og kunstgress.'],
  ['barnas-forste-sko', 'Barnas første sko', 'barn', 449, 'Myk og fleksibel sko for de første skrittene.'],
  [
    'gummistovel-refleks',
    'Gummistøvel med refleks',
    'barn',
    299,
    'Fôret gummistøvel med refleks rundt hele skaftet.',
  ],
  [
    'junior-varmestovel',
    'Junior varmestøvel',
    'barn',
    799,
    'Vanntett og fôret, holder føttene varme i akebakken.',
  ],
  ['oxford-skinnsko', 'Oxford skinnsko', 'pen', 1999, 'Klassisk, lukket snøring i blank svart skinn.'],
  ['derby-brun', 'Derby brun', 'pen', 1799, 'Åpen snøring i brunt kalveskinn, til dress og dongeri.'],
  ['chelsea-boots', 'Chelsea boots', 'pen', 1899, 'Strikk i siden og skinnsåle.'],
  ['pumps-lav-hael', 'Pumps med lav hæl', 'pen', 1299, 'Komfortabel pumps med polstret innersåle.'],
  ['loafers-i-skinn', 'Loafers i skinn', 'pen', 1599, 'Slip-on i mykt skinn med skinnsåle.'],
];

/** Where the demo shop serves its product pictures (apps/widget/demo-shop/pictures, copied by the widget build). */
export const PICTURE_BASE = '/demo-shop/bilder/';

function pictureOf(slug: string): Product['picture'] {
  const picture = PICTURES[slug];
  // Every product is drawn (scripts/demo-pictures/looks.mjs); a new one without a drawing fails at start, not in the shop.
  if (!picture)
    throw new Error(`The demo product ${slug} has no picture: add it to scripts/demo-pictures/looks.mjs`);
  return { path: `${PICTURE_BASE}${picture.file}`, alt: picture.alt };
}

export const PRODUCTS: Product[] = ROWS.map(([slug, name, category, price, description]) => ({
  slug,
  name,
  category,
  price,
  description,
  picture: pictureOf(slug),
}));

/** A product page's path: also the path of the product's url in the catalogue, so its page views count. */
export const productPath = (slug: string) => `/demo-shop/produkt/${slug}`;

export const formatKr = (amount: number) => `${new Intl.NumberFormat('nb-NO').format(amount)} kr`;
