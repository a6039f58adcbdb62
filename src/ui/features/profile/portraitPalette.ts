// What a portrait is drawn from: colours and the choices of each feature, as data. portraitFeatures.ts
// decides among them, portrait.ts draws; neither holds a colour of its own.

/** The theme's accents (--cyan and --magenta in src/ui/styles/app.css): an <img> cannot read CSS variables. */
export const PORTRAIT_ACCENTS = { cyan: '#2ee6ff', magenta: '#ff5fdb' } as const;
export type PortraitAccent = keyof typeof PORTRAIT_ACCENTS;

/** The dossier card's surface (--surface) and a darker ground for the photo behind the sitter. */
export const PORTRAIT_BACKGROUND = { surface: '#08111a', ground: '#050b11', grid: '#0f2230' } as const;

/**
 * Skin tones from very light to very deep, evenly spread so no part of the range is rare. Ordered: the
 * index says how deep a tone is, which the hair and eye choices lean on.
 */
export const SKIN_TONES = [
  '#fbe3d3',
  '#f3cfb3',
  '#ebbc98',
  '#e0aa80',
  '#d4986a',
  '#c28356',
  '#ab6e45',
  '#935a37',
  '#7a482b',
  '#623822',
  '#4c2b1a',
  '#3a2114',
] as const;

/** Natural hair colours, darkest first; the first six are the dark ones. */
export const HAIR_COLOURS = [
  '#141110',
  '#221914',
  '#33211a',
  '#4a2f1e',
  '#5e3d25',
  '#7a5538',
  '#7c2f1a',
  '#a9552c',
  '#a2824f',
  '#cdb078',
  '#e2d3ad',
] as const;
/** How many of HAIR_COLOURS, from the start, count as dark. */
export const DARK_HAIR_COLOURS = 6;

/** Where greying hair ends up: silver, ash and white, each with no hue to speak of. */
export const GREY_HAIR_COLOURS = ['#b8bbbe', '#9c9fa3', '#e6e6e3'] as const;

/** Eye (iris) colours, the browns first; the first four are the browns. */
export const EYE_COLOURS = [
  '#2e1c12',
  '#4a2d18',
  '#6a4a22',
  '#8a6230',
  '#4d6b3a',
  '#66767f',
  '#3d6a98',
  '#6f9fcb',
] as const;
export const BROWN_EYE_COLOURS = 4;

/** Dark cloth for jackets and coats; trench coats take the last three (khaki, camel, stone). */
export const OUTFIT_COLOURS = ['#1b2129', '#15203a', '#0c0f13', '#283022', '#371520', '#2a3945'] as const;
export const TRENCH_COLOURS = ['#7a6444', '#8a6d47', '#6b6659'] as const;
export const SHIRT_COLOURS = ['#d8dde2', '#aab7c2', '#1a1d22', '#e6dccb'] as const;
/** Ties, scarves and hat bands: muted reds, a navy, and the accents at night. */
export const TRIM_COLOURS = ['#7a1f3d', '#8c2a1e', '#1f3b6b', '#3c1f5c', '#0d5d6b', '#6b1a5a'] as const;
/** Metal, black and tortoiseshell frames. */
export const FRAME_COLOURS = ['#c3ccd3', '#14171b', '#5e3a1f'] as const;
export const LIPSTICK_COLOURS = ['#8e2237', '#a23a4e', '#6e2238'] as const;
export const HAT_COLOURS = ['#15181d', '#2b2620', '#1c2433', '#3a3128'] as const;

export const FACE_SHAPES = ['oval', 'round', 'square', 'long', 'heart'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

export const HAIR_STYLES = [
  'crew',
  'sidePart',
  'quiff',
  'buzz',
  'undercut',
  'receding',
  'bald',
  'pixie',
  'bob',
  'long',
  'bun',
  'ponytail',
  'curly',
  'afro',
  'braids',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/**
 * How often each style is drawn for each sex, as weights. Every style is open to both (no style is a
 * sex's uniform); the weights follow what is common. `bald` and `receding` also need age (portraitFeatures).
 * An agent without a sex (version 1) draws from the sum of the two.
 */
export const HAIR_STYLE_WEIGHTS: Readonly<Record<'female' | 'male', Readonly<Record<HairStyle, number>>>> = {
  female: {
    crew: 1,
    sidePart: 3,
    quiff: 1,
    buzz: 1,
    undercut: 2,
    receding: 0,
    bald: 0,
    pixie: 5,
    bob: 7,
    long: 9,
    bun: 6,
    ponytail: 6,
    curly: 5,
    afro: 3,
    braids: 3,
  },
  male: {
    crew: 7,
    sidePart: 7,
    quiff: 5,
    buzz: 5,
    undercut: 5,
    receding: 4,
    bald: 3,
    pixie: 0,
    bob: 1,
    long: 2,
    bun: 1,
    ponytail: 1,
    curly: 4,
    afro: 3,
    braids: 1,
  },
};

export const EYE_SHAPES = ['round', 'almond', 'narrow'] as const;
export const BROW_SHAPES = ['straight', 'arched', 'angled'] as const;
export const NOSE_SHAPES = ['button', 'straight', 'broad', 'long'] as const;
export const MOUTH_SHAPES = ['neutral', 'smile', 'smirk', 'stern'] as const;
export const FACIAL_HAIR = ['none', 'stubble', 'moustache', 'goatee', 'beard'] as const;
export const GLASSES = ['none', 'round', 'square', 'shades'] as const;
export const HEADWEAR = ['none', 'fedora', 'beanie', 'beret'] as const;
export const OUTFITS = ['suit', 'trench', 'turtleneck', 'hoodie', 'openCollar'] as const;
