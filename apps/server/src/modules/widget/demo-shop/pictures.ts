// Written by scripts/demo-pictures/draw.mjs (npm run pictures:demo): change the drawings there, not here.

/** Each demo product's picture: the webp file under /demo-shop/bilder/ and what it shows, in bokmål. */
export const PICTURES: Readonly<Record<string, { file: string; alt: string }>> = {
  'lettloper-joggesko': {
    file: 'lettloper-joggesko-bdd84981.webp',
    alt: 'Blå joggesko med hvit stripe og hvit såle',
  },
  'terreng-joggesko': {
    file: 'terreng-joggesko-f68e8db6.webp',
    alt: 'Olivengrønn terrengjoggesko med oransje detaljer og grov, mørk såle',
  },
  'asfaltrakett-lopesko': {
    file: 'asfaltrakett-lopesko-1ef6fde3.webp',
    alt: 'Rød løpesko med gul stripe og hvit såle',
  },
  'maraton-pro-lopesko': {
    file: 'maraton-pro-lopesko-fd6d5a99.webp',
    alt: 'Svart løpesko med turkis stripe og tykk, hvit såle',
  },
  'intervall-treningssko': {
    file: 'intervall-treningssko-3a73c4dc.webp',
    alt: 'Grå treningssko med oransje stripe og svart såle',
  },
  'nordlys-lopesko-dame': {
    file: 'nordlys-lopesko-dame-70d2c3e8.webp',
    alt: 'Lilla løpesko med grønn stripe og hvit såle',
  },
  'skogsloper-terrengsko': {
    file: 'skogsloper-terrengsko-e4dd1270.webp',
    alt: 'Blågrønn terrengsko med limegrønne detaljer og grov såle',
  },
  fjellstovel: { file: 'fjellstovel-60873cc0.webp', alt: 'Brun fjellstøvel med snøring og grov, svart såle' },
  'bysko-med-pigger': {
    file: 'bysko-med-pigger-bbd301a4.webp',
    alt: 'Svart ankelhøy sko med snøring og pigger under sålen',
  },
  'polar-snostovel': {
    file: 'polar-snostovel-f282b627.webp',
    alt: 'Mørkeblå snøstøvel med lys pelskant øverst',
  },
  'vidda-vinterstovlett': {
    file: 'vidda-vinterstovlett-b77db46b.webp',
    alt: 'Lysebrun vinterstøvlett med ullfôr i kanten',
  },
  'finnmark-lammeullstovel': {
    file: 'finnmark-lammeullstovel-e668ad1f.webp',
    alt: 'Sandfarget lammeullstøvel med lys ullkant og gummisåle',
  },
  'isbre-broddstovel': {
    file: 'isbre-broddstovel-2e6cd564.webp',
    alt: 'Mørkegrå støvel med lyseblå snøring og brodder under sålen',
  },
  'frost-skinnstovlett': {
    file: 'frost-skinnstovlett-b71d2ff8.webp',
    alt: 'Mørkebrun skinnstøvlett med glidelås',
  },
  strandsandal: { file: 'strandsandal-5d50f4b2.webp', alt: 'Sandal med turkise reimer og gul såle' },
  tursandal: {
    file: 'tursandal-4d2ad07a.webp',
    alt: 'Tursandal med oransje reimer, hælreim og grov svart såle',
  },
  sommerslipper: { file: 'sommerslipper-7f7b0376.webp', alt: 'Rosa slipper med blå tåreim' },
  'korkbunn-sandal': {
    file: 'korkbunn-sandal-994f7d4d.webp',
    alt: 'Sandal med korkbunn og mørkebrune reimer',
  },
  badeslipper: { file: 'badeslipper-13872845.webp', alt: 'Svart badeslipper med bred rød reim' },
  'fjord-sandal-med-reim': {
    file: 'fjord-sandal-med-reim-9da23ac8.webp',
    alt: 'Mørk sandal med grønne reimer og hælreim med borrelås',
  },
  'laersandal-klassisk': {
    file: 'laersandal-klassisk-43557649.webp',
    alt: 'Brun lærsandal med to brede reimer',
  },
  'byvandrer-sneaker': {
    file: 'byvandrer-sneaker-e632e324.webp',
    alt: 'Grå sneaker med hvite lisser og hvit såle',
  },
  'lerret-lavsko': {
    file: 'lerret-lavsko-7495ec44.webp',
    alt: 'Marineblå lavsko i lerret med hvit tåhette og hvit gummisåle',
  },
  'skate-sneaker': {
    file: 'skate-sneaker-02194556.webp',
    alt: 'Mørkegrå skatesko med oransje stripe og flat såle',
  },
  'seilsko-i-skinn': {
    file: 'seilsko-i-skinn-4250e280.webp',
    alt: 'Brun seilsko i skinn med reim rundt kanten og hvit såle',
  },
  'hverdagssneaker-hvit': {
    file: 'hverdagssneaker-hvit-145bf74d.webp',
    alt: 'Hvit sneaker i skinn med hvit såle',
  },
  'mokasin-semsket': {
    file: 'mokasin-semsket-11470646.webp',
    alt: 'Brun mokasin i semsket skinn med synlig søm over tærne',
  },
  'slip-on-lerret': {
    file: 'slip-on-lerret-28fa568b.webp',
    alt: 'Grønn slip-on i lerret uten lisser, med hvit såle',
  },
  'smatroll-stovlett': {
    file: 'smatroll-stovlett-15a7e7f0.webp',
    alt: 'Rød støvlett for barn med gule borrelåser',
  },
  blinkesko: { file: 'blinkesko-18a8c85f.webp', alt: 'Blå barnesko med borrelås og fargede lys i sålen' },
  'regnstovel-barn': { file: 'regnstovel-barn-e46dcfd7.webp', alt: 'Gul regnstøvel med refleksbånd' },
  'junior-fotballsko': {
    file: 'junior-fotballsko-60a98d7e.webp',
    alt: 'Grønn fotballsko med svart stripe og knotter under sålen',
  },
  'barnas-forste-sko': {
    file: 'barnas-forste-sko-72bf44e2.webp',
    alt: 'Rosa barnesko med borrelås og myk, hvit såle',
  },
  'gummistovel-refleks': {
    file: 'gummistovel-refleks-51b92ae5.webp',
    alt: 'Grønn gummistøvel med refleks rundt skaftet',
  },
  'junior-varmestovel': {
    file: 'junior-varmestovel-da9c0872.webp',
    alt: 'Lilla vinterstøvel for barn med hvit pelskant',
  },
  'oxford-skinnsko': {
    file: 'oxford-skinnsko-8251cbce.webp',
    alt: 'Svart oxfordsko i blankt skinn med spiss tå',
  },
  'derby-brun': { file: 'derby-brun-7b4b8cb3.webp', alt: 'Brun derbysko med åpen snøring' },
  'chelsea-boots': {
    file: 'chelsea-boots-1dfb2f20.webp',
    alt: 'Mørkebrun chelsea-boots med strikk i siden og hempe bak',
  },
  'pumps-lav-hael': { file: 'pumps-lav-hael-4f2641b1.webp', alt: 'Rød pumps med lav hæl' },
  'loafers-i-skinn': {
    file: 'loafers-i-skinn-11b0bb03.webp',
    alt: 'Brun loafers i skinn med bøyle over vristen',
  },
};
