import type { ChatSession } from './chat-session';
import type { Texts, WidgetConfig } from './texts';

/** What the loader hands the lazily loaded panel: the panel chunk shares no code with the loader. */
export interface PanelHost {
  session: ChatSession;
  root: ShadowRoot;
  container: HTMLElement;
  config: () => WidgetConfig;
  texts: Texts;
  typingTimeoutMs: number;
  close(): void;
}

export interface PanelView {
  show(): void;
  hide(): void;
}

export interface PanelModule {
  mountPanel(host: PanelHost): PanelView;
}
