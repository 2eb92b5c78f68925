/** What the loader hands the lazily loaded recommendations chunk: the chunk shares no code with the loader. */
export interface RecommendationsHost {
  /** The Butikkpanel server the widget script came from. */
  origin: string;
  account: number;
  /** The visitor's uid (storage.ts): personal widgets, a steady shuffle, and the events. */
  uid: string;
  /** The cart's product ids as the shop last told them with setCart; null before it has. */
  cart(): string[] | null;
}

export interface RecommendationsView {
  /** Asks again for every placeholder on the page now (a new page view for the impressions). */
  refresh(): Promise<void>;
}

export interface RecommendationsModule {
  startRecommendations(host: RecommendationsHost): RecommendationsView;
}
