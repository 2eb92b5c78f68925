import type { Component, Editor } from 'grapesjs';

/** The countdown's end setting: an element GrapesJS shows in its settings panel, filled by React (a portal). */
export const COUNTDOWN_END_TRAIT = 'bp-countdown-end';

export interface CountdownEndSlot {
  element: HTMLElement;
  component: Component;
}

/**
 * The settings panel's countdown fields now on screen. GrapesJS makes the trait's element when a countdown is
 * selected and drops it when another is; the builder renders the date-time picker into each one still in the
 * page (components/countdown-end-fields.tsx), so the picker has the app's theme and texts.
 */
let slots: CountdownEndSlot[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const countdownEndSlots = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => slots,
  add(slot: CountdownEndSlot) {
    slots = [...slots.filter((other) => other.element.isConnected), slot];
    changed();
  },
  prune() {
    const kept = slots.filter((slot) => slot.element.isConnected);
    if (kept.length === slots.length) return;
    slots = kept;
    changed();
  },
  clear() {
    slots = [];
    changed();
  },
};

/** Registers the trait type: no text box, an element for the picker (the owner picks, never types ISO). */
export function addCountdownEndTrait(editor: Editor): void {
  editor.TraitManager.addType(COUNTDOWN_END_TRAIT, {
    noLabel: true,
    createInput({ component }) {
      const element = document.createElement('div');
      element.className = 'bp-countdown-end';
      // After GrapesJS has put the element into its panel.
      queueMicrotask(() => countdownEndSlots.add({ element, component }));
      return element;
    },
  });
  editor.on('component:toggled', () => queueMicrotask(() => countdownEndSlots.prune()));
}
