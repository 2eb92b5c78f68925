/**
 * The runtime's own CSS (bp- classes, so a design's CSS does not collide). Every placement is fixed, so a
 * popup never moves the shop's content; --bp-width is the popup's max_width.
 */
export const POPUP_CSS = `:host{all:initial}
.bp-layer{position:fixed;z-index:2147483600;box-sizing:border-box;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;pointer-events:none}
.bp-center{inset:0;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,.5);pointer-events:auto}
.bp-corner{right:16px;bottom:16px;left:16px;display:flex;justify-content:flex-end}
.bp-slide_in{left:16px;bottom:16px;right:16px}
.bp-top_bar{top:0;left:0;right:0}
.bp-dialog{position:relative;box-sizing:border-box;width:100%;max-width:var(--bp-width);max-height:calc(100vh - 32px);overflow:auto;background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.3);pointer-events:auto;outline:none}
.bp-top_bar .bp-dialog{max-width:none;border-radius:0;max-height:50vh}
.bp-top_bar .bp-content{max-width:var(--bp-width);margin:0 auto}
.bp-slide_in .bp-dialog{animation:bp-in .35s ease-out}
@keyframes bp-in{from{transform:translateX(-110%)}}
@media (prefers-reduced-motion:reduce){.bp-dialog{animation:none}}
.bp-close{position:absolute;top:4px;right:4px;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:inherit;font:28px/1 system-ui,sans-serif;cursor:pointer}
.bp-close:focus-visible,.bp-copy:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.bp-field-error,.bp-form-error{color:#b3261e;font-size:14px;margin:4px 0}
.bp-thanks{padding:32px 24px;text-align:center;outline:none}
.bp-code{font-size:20px;letter-spacing:.05em}
.bp-copy{margin-left:8px;padding:6px 14px;border:1px solid currentColor;border-radius:6px;background:#fff;color:inherit;font:inherit;cursor:pointer}`;
