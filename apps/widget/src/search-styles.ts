/** The overlay's CSS, inside its shadow root; the widget's colours come in as custom properties on the host. */
export const SEARCH_CSS = `:host{all:initial}
.box{box-sizing:border-box;max-height:var(--bp-max,70vh);overflow:auto;background:var(--bp-bg,#fff);color:var(--bp-fg,#1b1f24);border:1px solid #aab2bb;border-radius:10px;box-shadow:0 10px 30px rgba(0,0,0,.2);padding:6px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:left}
.title{margin:6px 8px;font-weight:700;font-size:16px}
.keyword{margin:4px;padding:8px 10px;border-radius:8px;border-left:4px solid var(--bp-primary,#1f6feb);background:rgba(127,127,127,.1);white-space:pre-line;overflow-wrap:anywhere}
.label{margin:8px 8px 2px;font-size:13px;font-weight:700}
[role=listbox]{outline:0}
[role=option]{display:flex;gap:10px;align-items:center;padding:6px 8px;border-radius:8px;color:inherit;text-decoration:none;cursor:pointer}
[role=option]:hover{background:rgba(127,127,127,.12)}
[role=option][aria-selected=true]{background:rgba(127,127,127,.14);box-shadow:inset 0 0 0 2px var(--bp-primary,#1f6feb)}
.products.grid{display:grid;grid-template-columns:repeat(var(--bp-cols,4),minmax(0,1fr));gap:6px}
.grid [role=option]{flex-direction:column;align-items:stretch}
.pic{flex:none;display:block;width:56px;height:56px;border-radius:6px;overflow:hidden;background:rgba(127,127,127,.12)}
.grid .pic{width:100%;height:auto;aspect-ratio:1}
.pic img{display:block;width:100%;height:100%;object-fit:cover}
.about{display:flex;flex-direction:column;min-width:0}
.name{font-weight:600;overflow-wrap:anywhere}
.price{font-size:14px}
.sale{color:#b3261e;font-weight:700}
s{color:inherit}
.out{font-size:13px;font-style:italic}
.empty{margin:8px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
