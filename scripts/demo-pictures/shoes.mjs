// The demo catalogue's pictures, drawn here as SVG: each shoe from the side, toe to the right, on a 400 × 400
// tile with a shadow under it. Simple flat shapes, so they stay a few kilobytes as webp (draw.mjs).

const GROUND = 318;

/** The square part of the drawing each kind fills the tile with: x, y, size (shoes are drawn on 400 × 400). */
const FRAMES = { low: [38, 100, 344], ankle: [32, 74, 356], tall: [22, 40, 376] };

/** The tile: a background colour, the shadow, then the shoe, framed so it fills the picture. */
export function tile(background, { body, frame }) {
  const [x, y, size] = FRAMES[frame];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${size} ${size}" width="400" height="400">` +
    `<rect x="-200" y="-200" width="800" height="800" fill="${background}"/>` +
    `<ellipse cx="205" cy="${GROUND}" rx="155" ry="12" fill="#000" opacity=".13"/>` +
    `${body}</svg>`
  );
}

const OUTLINE = 'stroke="#1b1f24" stroke-opacity=".35" stroke-width="3" stroke-linejoin="round"';

/** Soles: thick (running), lug (trail and boots), flat (sneakers), thin with a heel block (dress shoes). */
function sole(style, colour, accent) {
  if (style === 'thin') {
    return (
      `<path d="M62 284 L346 284 C356 284 356 296 344 296 L150 296 L150 306 L70 306 L66 296 C58 296 56 284 62 284 Z" fill="${colour}" ${OUTLINE}/>` +
      `<rect x="70" y="296" width="80" height="10" fill="#000" opacity=".18"/>`
    );
  }
  if (style === 'flat') {
    return (
      `<path d="M58 278 L348 278 C360 278 362 304 348 304 L64 304 C54 304 52 278 58 278 Z" fill="${colour}" ${OUTLINE}/>` +
      `<path d="M60 292 L356 292" stroke="${accent}" stroke-width="4"/>`
    );
  }
  const body = `<path d="M60 278 C56 296 68 306 92 306 L330 306 C352 306 362 294 356 280 C354 274 346 272 338 274 L72 274 C64 274 60 275 60 278 Z" fill="${colour}" ${OUTLINE}/>`;
  if (style === 'lug') {
    const lugs = [80, 112, 144, 176, 208, 240, 272, 304]
      .map((x) => `<rect x="${x}" y="303" width="20" height="9" rx="2" fill="${colour}" ${OUTLINE}/>`)
      .join('');
    return lugs + body;
  }
  return `${body}<path d="M66 284 L352 284" stroke="${accent}" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;
}

/** Studs under a football boot, spikes under a winter shoe. */
function studs(kind) {
  if (kind === 'studs') {
    return [84, 126, 214, 262, 310]
      .map(
        (x) =>
          `<path d="M${x} 304 L${x + 16} 304 L${x + 13} 320 L${x + 3} 320 Z" fill="#f1f1f1" ${OUTLINE}/>`,
      )
      .join('');
  }
  return [92, 132, 172, 212, 252, 292, 326]
    .map((x) => `<path d="M${x} 304 L${x + 10} 304 L${x + 5} 316 Z" fill="#9aa3ad" ${OUTLINE}/>`)
    .join('');
}

function laces(points, colour) {
  return points
    .map(
      ([x, y]) => `<path d="M${x} ${y} l16 9" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A low shoe: runners, trail shoes, sneakers, canvas shoes, kids' shoes, football boots. */
export function lowShoe(look) {
  const { upper, soleColour, accent } = look;
  const parts = [];
  parts.push(studsOrSpikes(look));
  parts.push(sole(look.sole ?? 'thick', soleColour, accent));
  parts.push(
    `<path d="M72 280 C58 248 62 214 88 200 C108 192 130 198 150 206 C170 214 186 206 200 196 L222 190 C242 204 264 222 294 236 C324 248 348 256 350 272 C351 280 342 282 330 282 L72 282 Z" fill="${upper}" ${OUTLINE}/>`,
  );
  // The collar's lining and a heel tab.
  parts.push(
    `<path d="M90 204 C110 197 130 202 150 210 C168 217 184 210 198 201" stroke="#000" stroke-opacity=".25" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(`<path d="M74 206 L86 198 L92 236 L76 240 Z" fill="${accent}" opacity=".9"/>`);
  if (look.toeCap) {
    parts.push(
      `<path d="M300 240 C326 250 348 256 350 272 C351 280 342 282 330 282 L296 282 C292 266 294 250 300 240 Z" fill="${look.toeCap}" ${OUTLINE}/>`,
    );
  }
  if (look.stripe) {
    parts.push(
      `<path d="M112 262 C160 252 208 236 252 222 C222 244 176 264 122 272 Z" fill="${accent}" ${OUTLINE}/>`,
    );
  }
  if (look.velcro) {
    parts.push(
      `<path d="M196 206 L244 214 L240 240 L190 232 Z" fill="${accent}" ${OUTLINE}/>`,
      `<path d="M234 220 L280 232 L274 256 L226 246 Z" fill="${accent}" ${OUTLINE}/>`,
    );
  } else if (look.elastic) {
    parts.push(`<path d="M200 198 L222 190 L232 226 L210 232 Z" fill="#000" opacity=".3"/>`);
  } else {
    parts.push(
      laces(
        [
          [200, 204],
          [220, 212],
          [240, 222],
          [260, 232],
        ],
        look.laceColour ?? '#ffffff',
      ),
    );
  }
  if (look.lights) {
    const colours = ['#ff3b30', '#ffcc00', '#34c759', '#0a84ff'];
    parts.push(
      colours.map((colour, i) => `<circle cx="${120 + i * 60}" cy="292" r="7" fill="${colour}"/>`).join(''),
    );
  }
  return { body: parts.join(''), frame: 'low' };
}

function studsOrSpikes(look) {
  if (look.studs) return studs('studs');
  if (look.spikes) return studs('spikes');
  return '';
}

/** Boots: `height` tall (winter and rain boots), ankle (støvletter, chelsea). */
export function boot(look) {
  const { upper, soleColour, accent } = look;
  const top = look.height === 'tall' ? 104 : 160;
  const parts = [studsOrSpikes(look), sole(look.sole ?? 'lug', soleColour, accent)];
  parts.push(
    `<path d="M74 280 C70 230 76 ${top + 40} 80 ${top} L180 ${top} C182 ${top + 40} 184 180 192 206 C226 222 296 236 330 254 C352 266 352 282 334 282 L74 282 Z" fill="${upper}" ${OUTLINE}/>`,
  );
  if (look.fur) {
    parts.push(
      `<path d="M74 ${top + 4} C80 ${top - 14} 92 ${top - 2} 100 ${top - 12} C110 ${top - 2} 122 ${top - 14} 132 ${top - 4} C142 ${top - 14} 156 ${top - 2} 166 ${top - 12} C174 ${top - 2} 186 ${top - 10} 188 ${top + 6} L188 ${top + 26} L74 ${top + 26} Z" fill="${look.fur}" ${OUTLINE}/>`,
    );
  }
  if (look.band) {
    parts.push(
      `<rect x="77" y="${top + 34}" width="106" height="16" fill="${look.band}" ${OUTLINE}/>`,
      `<rect x="76" y="256" width="256" height="8" fill="${look.band}" opacity=".8"/>`,
    );
  }
  if (look.elastic) {
    parts.push(
      `<path d="M112 ${top + 6} L150 ${top + 6} L140 238 L122 238 Z" fill="#000" opacity=".35"/>`,
      `<path d="M84 ${top} L84 ${top - 22} C84 ${top - 30} 100 ${top - 30} 100 ${top - 22} L100 ${top}" fill="none" stroke="${accent}" stroke-width="6"/>`,
    );
  }
  if (look.zip) {
    parts.push(
      `<path d="M176 ${top + 6} C178 ${top + 40} 180 176 188 204" stroke="${accent}" stroke-width="5" fill="none" stroke-dasharray="5 4"/>`,
      `<circle cx="177" cy="${top + 12}" r="5" fill="${accent}"/>`,
    );
  }
  if (look.velcro) {
    parts.push(
      `<path d="M150 ${top + 24} L192 ${top + 20} L194 ${top + 44} L150 ${top + 50} Z" fill="${accent}" ${OUTLINE}/>`,
      `<path d="M160 ${top + 64} L200 ${top + 58} L204 ${top + 82} L160 ${top + 90} Z" fill="${accent}" ${OUTLINE}/>`,
    );
  }
  if (look.laces) {
    const points = [];
    for (let y = top + (look.fur ? 34 : 14); y < 200; y += 20) points.push([172, y]);
    points.push([196, 210], [216, 218]);
    parts.push(laces(points, look.laceColour ?? '#f4e3c1'));
  }
  return { body: parts.join(''), frame: look.height === 'tall' ? 'tall' : 'ankle' };
}

/** Dress shoes and slip-ons: oxford, derby, loafer, moccasin, boat shoe, slip-on. */
export function dressShoe(look) {
  const { upper, soleColour, accent } = look;
  const pointed = look.toe === 'pointed';
  const toe = pointed
    ? 'C320 246 356 258 362 274 C364 282 352 284 340 284'
    : 'C322 246 346 256 348 272 C349 282 340 284 330 284';
  const parts = [sole(look.sole ?? 'thin', soleColour, accent)];
  parts.push(
    `<path d="M72 284 C62 256 66 226 88 214 C120 222 160 224 196 218 C228 222 258 232 290 238 ${toe} L72 284 Z" fill="${upper}" ${OUTLINE}/>`,
  );
  if (look.shine) {
    parts.push(
      `<path d="M280 248 C300 252 318 256 332 262" stroke="#fff" stroke-opacity=".45" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (look.style === 'oxford' || look.style === 'derby') {
    if (look.style === 'derby') {
      parts.push(
        `<path d="M160 224 C180 244 200 252 230 252" stroke="#000" stroke-opacity=".35" stroke-width="3" fill="none"/>`,
      );
    }
    parts.push(
      `<path d="M300 240 C294 252 294 270 300 284" stroke="#000" stroke-opacity=".35" stroke-width="3" fill="none"/>`,
    );
    parts.push(
      laces(
        [
          [190, 220],
          [208, 226],
          [226, 232],
        ],
        look.laceColour ?? '#1b1f24',
      ),
    );
  }
  if (look.style === 'loafer') {
    parts.push(
      `<path d="M196 218 C206 236 234 248 262 240 L270 252 C236 262 204 250 188 226 Z" fill="#000" opacity=".3"/>`,
    );
  }
  if (look.style === 'moccasin' || look.style === 'boat') {
    parts.push(
      `<path d="M210 224 C240 220 290 236 316 252 C300 264 250 262 214 246" stroke="${accent}" stroke-width="4" stroke-dasharray="7 5" fill="none"/>`,
    );
  }
  if (look.style === 'boat') {
    parts.push(
      `<path d="M86 216 C130 226 170 226 210 222" stroke="${accent}" stroke-width="5" fill="none"/>`,
      `<circle cx="214" cy="222" r="7" fill="${accent}"/>`,
      `<path d="M214 222 l10 16 M214 222 l-4 18" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  return { body: parts.join(''), frame: 'low' };
}

/** A pump with a low heel: sole and heel, and the vamp over the toes only. */
export function pump(look) {
  const { upper, soleColour } = look;
  const body =
    `<path d="M92 246 L112 246 L108 306 L96 306 Z" fill="${soleColour}" ${OUTLINE}/>` +
    `<path d="M80 248 C120 250 170 270 220 282 L340 284 C356 284 356 294 342 294 L220 294 C170 282 120 262 80 260 Z" fill="${soleColour}" ${OUTLINE}/>` +
    `<path d="M82 250 C80 232 92 214 104 212 C116 236 170 262 230 256 C270 252 300 244 320 254 C344 262 352 278 340 284 L220 282 C170 270 120 252 82 250 Z" fill="${upper}" ${OUTLINE}/>` +
    `<path d="M108 216 C124 240 172 262 230 258" stroke="#000" stroke-opacity=".3" stroke-width="5" fill="none"/>`;
  return { body, frame: 'low' };
}

/** Sandals and slippers: a footbed and straps. `style`: straps, heelstrap, slide, flipflop. */
export function sandal(look) {
  const { strap, soleColour } = look;
  const parts = [];
  const thick = look.style === 'heelstrap' || look.style === 'straps';
  parts.push(
    `<path d="M60 ${thick ? 288 : 292} C58 302 70 306 90 306 L336 306 C354 306 360 296 354 ${thick ? 288 : 292} Z" fill="${look.bottom ?? '#2b2b2b'}" ${OUTLINE}/>`,
    `<path d="M62 288 C58 274 72 268 92 270 L330 272 C356 274 360 290 344 292 L82 292 C70 292 63 292 62 288 Z" fill="${soleColour}" ${OUTLINE}/>`,
  );
  const band = (d, width = 18) =>
    `<path d="${d}" stroke="#1b1f24" stroke-opacity=".35" stroke-width="${width + 6}" fill="none" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${strap}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  if (look.style === 'slide') {
    parts.push(`<path d="M196 276 C200 214 312 214 318 276 Z" fill="${strap}" ${OUTLINE}/>`);
    parts.push(
      `<path d="M210 250 C240 236 276 236 304 250" stroke="#fff" stroke-opacity=".5" stroke-width="5" fill="none"/>`,
    );
  } else if (look.style === 'flipflop') {
    parts.push(band('M286 276 C270 250 244 238 210 236 C180 236 150 250 132 276', 12));
    parts.push(`<circle cx="286" cy="274" r="8" fill="${strap}" ${OUTLINE}/>`);
  } else {
    parts.push(band('M234 274 C240 226 292 224 304 274'));
    parts.push(band('M150 272 C158 218 214 212 226 272'));
    if (look.style === 'heelstrap') {
      parts.push(band('M84 272 C84 236 110 224 146 236'));
      parts.push(
        `<rect x="96" y="228" width="22" height="22" rx="4" fill="${look.buckle ?? '#d9d9d9'}" ${OUTLINE}/>`,
      );
    }
  }
  return { body: parts.join(''), frame: 'low' };
}
