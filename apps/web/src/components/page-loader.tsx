/**
 * A spinner with a spoken label. Plain HTML and CSS (styles/plain.css), because it shows while the login
 * page and MUI are still loading. `page` fills the window, for checks that must finish before a screen shows.
 */
export function PageLoader({ label, page = true }: { label: string; page?: boolean }) {
  const spinner = <div className="bp-spinner" role="progressbar" aria-label={label} />;
  return page ? (
    <main className="bp-loader bp-loader--page">{spinner}</main>
  ) : (
    <div className="bp-loader">{spinner}</div>
  );
}
