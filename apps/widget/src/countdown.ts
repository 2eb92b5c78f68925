/**
 * The builder's countdown block: `<div data-bp-countdown="2026-12-24T17:00:00.000Z">`, the instant it ends as
 * the panel's date-time picker stores it (older designs hold an Oslo wall time, "2026-12-24 18:00").
 */
const ATTRIBUTE = 'data-bp-countdown';
const WHEN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** Oslo's offset from UTC at `utc`, in minutes (the browser's Intl knows the clock changes). */
function osloOffset(utc: number): number {
  const parts: Record<string, number> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(utc)) {
    parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((wall - Math.floor(utc / 60_000) * 60_000) / 60_000);
}

/** The instant of an Oslo wall time "2026-12-24 18:00"; NaN when it is not one. */
export function osloTime(value: string): number {
  const match = WHEN.exec(value.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the guess, then at the corrected instant (right across a clock change).
  const first = wall - osloOffset(wall) * 60_000;
  return wall - osloOffset(first) * 60_000;
}

const two = (value: number) => String(value).padStart(2, '0');

/** An ISO instant with its offset, as the server accepts a countdown's end. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When a countdown ends: an ISO instant, or an older design's Oslo wall time; NaN when it is neither. */
export function countdownEnd(value: string): number {
  const given = value.trim();
  return ISO_INSTANT.test(given) ? Date.parse(given) : osloTime(given);
}

/** "2 d 03 t 15 min 09 s" until the end, all zeros once it has really ended. */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(seconds / 86_400);
  return `${days} d ${two(Math.floor(seconds / 3600) % 24)} t ${two(Math.floor(seconds / 60) % 60)} min ${two(seconds % 60)} s`;
}

/**
 * Runs the countdowns in `root` once a second while any of them is in the page. One whose end cannot be read
 * is hidden: a visitor must never see zeros for an offer that has not ended (issue 29). Answers the function
 * that stops them.
 */
export function startCountdowns(root: ParentNode, now: () => number = Date.now): () => void {
  const clocks = [...root.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)].map((element) => ({
    element,
    end: countdownEnd(element.getAttribute(ATTRIBUTE) ?? ''),
  }));
  for (const clock of clocks) if (Number.isNaN(clock.end)) clock.element.hidden = true;
  const running = clocks.filter((clock) => !Number.isNaN(clock.end));
  if (running.length === 0) return () => {};
  const tick = () => {
    for (const clock of running) clock.element.textContent = countdownText(clock.end - now());
    if (!running.some((clock) => clock.element.isConnected)) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
  return () => clearInterval(timer);
}
