export const PANEL_CSS = `.panel{position:absolute;right:0;bottom:72px;width:360px;max-width:calc(100vw - 40px);height:520px;max-height:calc(100vh - 110px);background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.3);display:flex;flex-direction:column;overflow:hidden}
.panel[hidden]{display:none}
.head{background:var(--bp-primary,#1f6feb);color:var(--bp-text,#fff);display:flex;align-items:center;justify-content:space-between;padding:12px 14px}
.head h2{margin:0;font-size:16px;font-weight:600}
.x{background:transparent;border:0;color:inherit;font-size:22px;line-height:1;cursor:pointer;padding:4px 8px;border-radius:6px}
.x:focus-visible,.panel a:focus-visible,.panel button:focus-visible,.panel input:focus-visible,.panel textarea:focus-visible{outline:3px solid #1b1f24;outline-offset:1px}
.log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px;background:#f6f7f9}
.note{margin:0;color:#3d4650;font-size:14px}
.msg{max-width:80%;padding:8px 11px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d8dde3;align-self:flex-start}
.msg.me{align-self:flex-end;background:var(--bp-primary,#1f6feb);color:var(--bp-text,#fff);border-color:transparent}
.msg small{display:block;font-size:12px;opacity:.85;margin-top:2px}
.pic a{display:block}
.pic img{display:block;max-width:100%;max-height:200px;border-radius:8px;margin:2px 0}
.typing{font-size:13px;color:#3d4650;padding:0 12px 4px;min-height:18px;background:#f6f7f9;margin:0}
.contact{display:grid;gap:6px;padding:10px 12px;border-top:1px solid #e2e5e9}
.contact label{font-size:13px;color:#3d4650}
.contact input{font:inherit;padding:6px 8px;border:1px solid #8a939c;border-radius:6px}
.err{color:#b3261e;font-size:13px;margin:0}
.cerr{padding:0 12px 8px}
.cerr:empty{padding:0}
.attach{background:transparent;border:1px solid #8a939c;border-radius:8px;color:#3d4650;cursor:pointer;width:40px;min-height:36px;padding:0;display:flex;align-items:center;justify-content:center}
.attach svg{width:20px;height:20px;fill:currentColor}
.compose{display:flex;gap:8px;padding:10px 12px;border-top:1px solid #e2e5e9}
.compose textarea{flex:1;font:inherit;resize:none;height:40px;padding:8px;border:1px solid #8a939c;border-radius:8px}
.btn{background:var(--bp-primary,#1f6feb);color:var(--bp-text,#fff);border:0;border-radius:8px;padding:0 14px;font:inherit;font-weight:600;cursor:pointer;min-height:36px}
.btn:disabled{opacity:.6;cursor:default}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
