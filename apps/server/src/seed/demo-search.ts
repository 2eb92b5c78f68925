import { searchWidgetFieldsSchema } from '@butikkpanel/contracts';
import type { Database } from '../db/client';
import { searchKeywords, searchSynonyms, searchWidgets } from '../db/schema';

/** The demo shop's header search box uses this widget (`data-butikkpanel-search="demo"`). */
export const DEMO_SEARCH_WIDGET_ID = 'demo';

const DEMO_SYNONYMS = [
  { word: 'joggesko', synonyms: ['løpesko', 'treningssko'] },
  { word: 'vintersko', synonyms: ['vinterstøvler', 'støvler'] },
  { word: 'sandaler', synonyms: ['sommersko'] },
];

const DEMO_KEYWORDS = [
  {
    keyword: 'retur',
    content:
      'Fri retur i 30 dager: send skoene tilbake ubrukt med returlappen som ligger i esken, så får du pengene tilbake innen fem dager.',
  },
];

/**
 * Site search for Demo Sko AS: the `demo` search widget the demo shop's search box shows its results with,
 * a few two-way synonyms and one keyword text. Inserted once; rows that exist are left as they are.
 */
export async function seedDemoSearch(db: Database, accountId: number): Promise<void> {
  const config = searchWidgetFieldsSchema.parse({
    comment: 'Søkefeltet i demobutikken',
    template: 'search-results',
    number_of_products: 8,
    products_per_row: 4,
    title: 'Søkeresultater',
    placeholder: 'Søk etter sko, merker …',
  });
  await db
    .insert(searchWidgets)
    .values({ accountId, id: DEMO_SEARCH_WIDGET_ID, config })
    .onConflictDoNothing();
  await db
    .insert(searchSynonyms)
    .values(DEMO_SYNONYMS.map((synonym) => ({ accountId, ...synonym, twoWay: true })))
    .onConflictDoNothing();
  await db
    .insert(searchKeywords)
    .values(DEMO_KEYWORDS.map((keyword) => ({ accountId, ...keyword })))
    .onConflictDoNothing();
}
