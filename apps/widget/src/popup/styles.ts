/**
 * The runtime's own CSS (bpw- classes: the builder's designs use bp-, so neither styles the other). Every placement is fixed, so a
 * popup never moves the shop's content; --bpw-width is the popup's max_width.
 */
export const POPUP_CSS = `:host{all:initial}
[hidden]{display:none!important}
.bpw-layer{position:fixed;z-index:2147483600;box-sizing:border-box;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;pointer-events:none}
.bpw-center{inset:0;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,.5);pointer-events:auto}
.bpw-corner{right:16px;bottom:16px;left:16px;display:flex;justify-content:flex-end}
.bpw-slide_in{left:16px;bottom:16px;right:16px}
.bpw-top_bar{top:0;left:0;right:0}
.bpw-dialog{position:relative;box-sizing:border-box;width:100%;max-width:var(--bpw-width);max-height:calc(100vh - 32px);overflow:auto;background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.3);pointer-events:auto;outline:none}
.bpw-top_bar .bpw-dialog{max-width:none;border-radius:0;max-height:50vh}
.bpw-top_bar .bpw-content{max-width:var(--bpw-width);margin:0 auto}
.bpw-slide_in .bpw-dialog{animation:bpw-in .35s ease-out}
@keyframes bpw-in{from{transform:translateX(-110%)}}
@media (prefers-reduced-motion:reduce){.bpw-dialog{animation:none}}
.bpw-close{position:absolute;top:4px;right:4px;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:inherit;font:28px/1 system-ui,sans-serif;cursor:pointer}
.bpw-close:focus-visible,.bpw-copy:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.bpw-field-error,.bpw-form-error{color:#b3261e;font-size:14px;margin:4px 0}
.bpw-thanks{padding:16px 24px;text-align:center;outline:none}
.bpw-code{font-size:20px;letter-spacing:.05em}
.bpw-copy{margin-left:8px;padding:6px 14px;border:1px solid currentColor;border-radius:6px;background:#fff;color:inherit;font:inherit;cursor:pointer}`;
