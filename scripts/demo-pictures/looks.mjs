// What each demo product's picture shows, and the alt text that says it in bokmål. Keys are the demo shop's
// product slugs (apps/server/src/modules/widget/demo-shop/catalogue.ts); draw.mjs refuses a slug without a look.
import { boot, dressShoe, lowShoe, pump, sandal } from './shoes.mjs';

const RUNNING = '#e8f0fb';
const WINTER = '#e6eef2';
const SUMMER = '#fbf3e0';
const LEISURE = '#eef1ea';
const KIDS = '#fdeef0';
const DRESS = '#f1ece6';

export const LOOKS = {
  'lettloper-joggesko': {
    background: RUNNING,
    alt: 'Blå joggesko med hvit stripe og hvit såle',
    drawing: lowShoe({ upper: '#2f6fdd', soleColour: '#ffffff', accent: '#ffffff', stripe: true }),
  },
  'terreng-joggesko': {
    background: RUNNING,
    alt: 'Olivengrønn terrengjoggesko med oransje detaljer og grov, mørk såle',
    drawing: lowShoe({
      upper: '#56703f',
      soleColour: '#33363a',
      accent: '#f28c28',
      sole: 'lug',
      stripe: true,
    }),
  },
  'asfaltrakett-lopesko': {
    background: RUNNING,
    alt: 'Rød løpesko med gul stripe og hvit såle',
    drawing: lowShoe({ upper: '#e4322b', soleColour: '#ffffff', accent: '#ffd400', stripe: true }),
  },
  'maraton-pro-lopesko': {
    background: RUNNING,
    alt: 'Svart løpesko med turkis stripe og tykk, hvit såle',
    drawing: lowShoe({ upper: '#23272f', soleColour: '#f7f7f7', accent: '#18c29c', stripe: true }),
  },
  'intervall-treningssko': {
    background: RUNNING,
    alt: 'Grå treningssko med oransje stripe og svart såle',
    drawing: lowShoe({ upper: '#8a8f98', soleColour: '#2a2c30', accent: '#ff6a3d', stripe: true }),
  },
  'nordlys-lopesko-dame': {
    background: RUNNING,
    alt: 'Lilla løpesko med grønn stripe og hvit såle',
    drawing: lowShoe({ upper: '#7b4fc9', soleColour: '#ffffff', accent: '#56e39f', stripe: true }),
  },
  'skogsloper-terrengsko': {
    background: RUNNING,
    alt: 'Blågrønn terrengsko med limegrønne detaljer og grov såle',
    drawing: lowShoe({
      upper: '#2b5566',
      soleColour: '#2a2a2a',
      accent: '#c5e03a',
      sole: 'lug',
      stripe: true,
    }),
  },
  fjellstovel: {
    background: WINTER,
    alt: 'Brun fjellstøvel med snøring og grov, svart såle',
    drawing: boot({
      height: 'tall',
      upper: '#7a4a26',
      soleColour: '#2a2a2a',
      accent: '#c0392b',
      laces: true,
    }),
  },
  'bysko-med-pigger': {
    background: WINTER,
    alt: 'Svart ankelhøy sko med snøring og pigger under sålen',
    drawing: boot({
      height: 'ankle',
      upper: '#2b2d31',
      soleColour: '#3b3e44',
      accent: '#9aa3ad',
      laces: true,
      spikes: true,
      laceColour: '#c9ced6',
    }),
  },
  'polar-snostovel': {
    background: WINTER,
    alt: 'Mørkeblå snøstøvel med lys pelskant øverst',
    drawing: boot({
      height: 'tall',
      upper: '#1d3557',
      soleColour: '#34373c',
      accent: '#e63946',
      fur: '#f1ede4',
      laces: true,
    }),
  },
  'vidda-vinterstovlett': {
    background: WINTER,
    alt: 'Lysebrun vinterstøvlett med ullfôr i kanten',
    drawing: boot({
      height: 'ankle',
      upper: '#b08968',
      soleColour: '#3a3a3a',
      accent: '#7f5539',
      fur: '#f5efe6',
      zip: true,
    }),
  },
  'finnmark-lammeullstovel': {
    background: WINTER,
    alt: 'Sandfarget lammeullstøvel med lys ullkant og gummisåle',
    drawing: boot({
      height: 'tall',
      upper: '#c9a27e',
      soleColour: '#4a3b30',
      accent: '#8d6e53',
      fur: '#f7f1e8',
    }),
  },
  'isbre-broddstovel': {
    background: WINTER,
    alt: 'Mørkegrå støvel med lyseblå snøring og brodder under sålen',
    drawing: boot({
      height: 'tall',
      upper: '#3a3f47',
      soleColour: '#222326',
      accent: '#4fc3f7',
      laces: true,
      spikes: true,
      laceColour: '#4fc3f7',
    }),
  },
  'frost-skinnstovlett': {
    background: WINTER,
    alt: 'Mørkebrun skinnstøvlett med glidelås',
    drawing: boot({ height: 'ankle', upper: '#5a3a22', soleColour: '#2a2a2a', accent: '#d4a373', zip: true }),
  },
  strandsandal: {
    background: SUMMER,
    alt: 'Sandal med turkise reimer og gul såle',
    drawing: sandal({ style: 'straps', strap: '#1d7874', soleColour: '#f4d35e', bottom: '#c9a227' }),
  },
  tursandal: {
    background: SUMMER,
    alt: 'Tursandal med oransje reimer, hælreim og grov svart såle',
    drawing: sandal({ style: 'heelstrap', strap: '#e76f51', soleColour: '#3a3a3a', bottom: '#1f1f1f' }),
  },
  sommerslipper: {
    background: SUMMER,
    alt: 'Rosa slipper med blå tåreim',
    drawing: sandal({ style: 'flipflop', strap: '#3a86ff', soleColour: '#ff8fab', bottom: '#e56b8a' }),
  },
  'korkbunn-sandal': {
    background: SUMMER,
    alt: 'Sandal med korkbunn og mørkebrune reimer',
    drawing: sandal({ style: 'straps', strap: '#3b2a20', soleColour: '#c8a27a', bottom: '#2b2b2b' }),
  },
  badeslipper: {
    background: SUMMER,
    alt: 'Svart badeslipper med bred rød reim',
    drawing: sandal({ style: 'slide', strap: '#e5383b', soleColour: '#2b2d42', bottom: '#14151f' }),
  },
  'fjord-sandal-med-reim': {
    background: SUMMER,
    alt: 'Mørk sandal med grønne reimer og hælreim med borrelås',
    drawing: sandal({
      style: 'heelstrap',
      strap: '#2a9d8f',
      soleColour: '#264653',
      bottom: '#172a32',
      buckle: '#2a9d8f',
    }),
  },
  'laersandal-klassisk': {
    background: SUMMER,
    alt: 'Brun lærsandal med to brede reimer',
    drawing: sandal({ style: 'straps', strap: '#a0522d', soleColour: '#8b5a2b', bottom: '#4a2f18' }),
  },
  'byvandrer-sneaker': {
    background: LEISURE,
    alt: 'Grå sneaker med hvite lisser og hvit såle',
    drawing: lowShoe({ upper: '#6c757d', soleColour: '#ffffff', accent: '#c9ced6', sole: 'flat' }),
  },
  'lerret-lavsko': {
    background: LEISURE,
    alt: 'Marineblå lavsko i lerret med hvit tåhette og hvit gummisåle',
    drawing: lowShoe({
      upper: '#1e4e8c',
      soleColour: '#ffffff',
      accent: '#c1121f',
      sole: 'flat',
      toeCap: '#ffffff',
    }),
  },
  'skate-sneaker': {
    background: LEISURE,
    alt: 'Mørkegrå skatesko med oransje stripe og flat såle',
    drawing: lowShoe({
      upper: '#3d3d3d',
      soleColour: '#f2f2f2',
      accent: '#f77f00',
      sole: 'flat',
      stripe: true,
    }),
  },
  'seilsko-i-skinn': {
    background: LEISURE,
    alt: 'Brun seilsko i skinn med reim rundt kanten og hvit såle',
    drawing: dressShoe({
      style: 'boat',
      upper: '#9c6644',
      soleColour: '#ffffff',
      accent: '#f1e3c8',
      sole: 'flat',
    }),
  },
  'hverdagssneaker-hvit': {
    background: '#dde6ee',
    alt: 'Hvit sneaker i skinn med hvit såle',
    drawing: lowShoe({
      upper: '#ffffff',
      soleColour: '#f4f4f4',
      accent: '#dfe3e8',
      sole: 'flat',
      laceColour: '#e9ecef',
    }),
  },
  'mokasin-semsket': {
    background: LEISURE,
    alt: 'Brun mokasin i semsket skinn med synlig søm over tærne',
    drawing: dressShoe({ style: 'moccasin', upper: '#b5835a', soleColour: '#6b4a2f', accent: '#f1dcc3' }),
  },
  'slip-on-lerret': {
    background: LEISURE,
    alt: 'Grønn slip-on i lerret uten lisser, med hvit såle',
    drawing: lowShoe({
      upper: '#2a9d8f',
      soleColour: '#ffffff',
      accent: '#1d6f66',
      sole: 'flat',
      elastic: true,
    }),
  },
  'smatroll-stovlett': {
    background: KIDS,
    alt: 'Rød støvlett for barn med gule borrelåser',
    drawing: boot({
      height: 'ankle',
      upper: '#e63946',
      soleColour: '#34373c',
      accent: '#ffd93d',
      velcro: true,
    }),
  },
  blinkesko: {
    background: KIDS,
    alt: 'Blå barnesko med borrelås og fargede lys i sålen',
    drawing: lowShoe({
      upper: '#4d96ff',
      soleColour: '#ffffff',
      accent: '#ffd93d',
      velcro: true,
      lights: true,
    }),
  },
  'regnstovel-barn': {
    background: KIDS,
    alt: 'Gul regnstøvel med refleksbånd',
    drawing: boot({
      height: 'tall',
      upper: '#ffd60a',
      soleColour: '#33363a',
      accent: '#33363a',
      band: '#c7ccd1',
    }),
  },
  'junior-fotballsko': {
    background: KIDS,
    alt: 'Grønn fotballsko med svart stripe og knotter under sålen',
    drawing: lowShoe({
      upper: '#06b47f',
      soleColour: '#1f2226',
      accent: '#1f2226',
      sole: 'thin',
      stripe: true,
      studs: true,
    }),
  },
  'barnas-forste-sko': {
    background: KIDS,
    alt: 'Rosa barnesko med borrelås og myk, hvit såle',
    drawing: lowShoe({ upper: '#ff8fb8', soleColour: '#ffffff', accent: '#ffffff', velcro: true }),
  },
  'gummistovel-refleks': {
    background: KIDS,
    alt: 'Grønn gummistøvel med refleks rundt skaftet',
    drawing: boot({
      height: 'tall',
      upper: '#2a9d8f',
      soleColour: '#264653',
      accent: '#264653',
      band: '#d9dee3',
    }),
  },
  'junior-varmestovel': {
    background: KIDS,
    alt: 'Lilla vinterstøvel for barn med hvit pelskant',
    drawing: boot({
      height: 'tall',
      upper: '#8338ec',
      soleColour: '#2f2f35',
      accent: '#ffbe0b',
      fur: '#f7f3ee',
      velcro: true,
    }),
  },
  'oxford-skinnsko': {
    background: DRESS,
    alt: 'Svart oxfordsko i blankt skinn med spiss tå',
    drawing: dressShoe({
      style: 'oxford',
      toe: 'pointed',
      upper: '#17181b',
      soleColour: '#5a3d2b',
      accent: '#5a3d2b',
      shine: true,
      laceColour: '#4a4d55',
    }),
  },
  'derby-brun': {
    background: DRESS,
    alt: 'Brun derbysko med åpen snøring',
    drawing: dressShoe({
      style: 'derby',
      toe: 'pointed',
      upper: '#7f4f24',
      soleColour: '#3b2717',
      accent: '#3b2717',
      shine: true,
    }),
  },
  'chelsea-boots': {
    background: DRESS,
    alt: 'Mørkebrun chelsea-boots med strikk i siden og hempe bak',
    drawing: boot({
      height: 'ankle',
      upper: '#4a3728',
      soleColour: '#2a1d14',
      accent: '#2a1d14',
      sole: 'thin',
      elastic: true,
    }),
  },
  'pumps-lav-hael': {
    background: DRESS,
    alt: 'Rød pumps med lav hæl',
    drawing: pump({ upper: '#c1121f', soleColour: '#3a2a22' }),
  },
  'loafers-i-skinn': {
    background: DRESS,
    alt: 'Brun loafers i skinn med bøyle over vristen',
    drawing: dressShoe({
      style: 'loafer',
      upper: '#6b3e26',
      soleColour: '#2e1c12',
      accent: '#2e1c12',
      shine: true,
    }),
  },
};
