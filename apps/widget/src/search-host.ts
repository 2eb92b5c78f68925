/** What the loader hands the lazily loaded search chunk: the chunk shares no code with the loader. */
export interface SearchHost {
  /** The Butikkpanel server the widget script came from. */
  origin: string;
  account: number;
}

export interface SearchOverlay {
  /** Removes the overlay and every listener it put on the input. */
  detach(): void;
}

export interface SearchModule {
  attachSearch(input: HTMLInputElement, widgetId: string, host: SearchHost): SearchOverlay;
}
