import type { FakeReviewState } from './types';

/** What the review fakes share: their sample reviews, the address check and paging. */
export type Review = FakeReviewState['reviews'][number];

/** Where the sample reviews end unless told: the tests' calendar (their clocks are set near it). */
const SAMPLE_END = new Date('2026-11-01T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const SAMPLES: ReadonlyArray<[number, string | null, string]> = [
  [5, 'Rask levering', 'Pakken kom dagen etter, og alt var som beskrevet.'],
  [4, 'Fornøyd', 'God kvalitet, men litt stor i størrelsen.'],
  [5, null, 'Hyggelig kundeservice som svarte samme dag.'],
  [3, 'Helt greit', 'Varen var fin, men leveringen tok en uke.'],
  [2, 'Feil farge', 'Fikk feil farge og måtte sende den tilbake.'],
  [5, 'Kjøper igjen', 'Tredje gang jeg handler her. Like bra hver gang.'],
  [1, 'Skuffet', 'Pakken kom aldri, og ingen svarte på e-posten min.'],
  [4, null, 'Enkel bestilling og grei retur.'],
];
const AUTHORS = ['Kari N.', 'Ola H.', 'Ingrid S.', null, 'Lars B.', 'Sofie M.', 'Nils P.'];

/**
 * The reviews our local review services hold unless told others: 30, one every nine days back from
 * `until` (about nine months, so that the export's six months leave some out), newest first. Given
 * product ids, every third is a review of one of them (Judge.me); otherwise all are of the shop.
 */
export function sampleReviews(until: Date = SAMPLE_END, productIds: readonly string[] = []): Review[] {
  return Array.from({ length: 30 }, (_, index) => {
    const [rating, title, text] = SAMPLES[index % SAMPLES.length] ?? [5, null, ''];
    const product = productIds.length > 0 && index % 3 === 2 ? productIds[index % productIds.length] : null;
    return {
      id: String(310_000 + index),
      rating,
      title,
      text,
      author: AUTHORS[index % AUTHORS.length] ?? null,
      createdAt: new Date(until.getTime() - index * 9 * DAY - ((index * 7) % 24) * 60 * 60_000),
      productId: product ?? null,
    };
  });
}

/** Whether the services' validation would take the address (the fakes' shared, simple test). */
export const isEmailAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** One page (from 1) of a list: the services answer a page past the last with an empty one. */
export const pageOf = <T>(items: readonly T[], page: number, perPage: number): T[] =>
  items.slice((page - 1) * perPage, page * perPage);
