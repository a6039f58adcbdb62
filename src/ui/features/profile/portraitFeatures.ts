// Deciding what an agent's portrait shows, apart from drawing it (portrait.ts): every choice is a
// draw from a hash of the agent's stable fields, one draw per feature, so the same agent always gets
// the same face and adding a feature later moves no other.
import type { Agent } from '../../../shared/types.ts';
import { hashText } from '../../../shared/hashText.ts';
import {
  BROW_SHAPES,
  BROWN_EYE_COLOURS,
  DARK_HAIR_COLOURS,
  EYE_COLOURS,
  EYE_SHAPES,
  FACE_SHAPES,
  FACIAL_HAIR,
  FRAME_COLOURS,
  GLASSES,
  GREY_HAIR_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLE_WEIGHTS,
  HAIR_STYLES,
  HAT_COLOURS,
  HEADWEAR,
  LIPSTICK_COLOURS,
  MOUTH_SHAPES,
  NOSE_SHAPES,
  OUTFIT_COLOURS,
  OUTFITS,
  SHIRT_COLOURS,
  SKIN_TONES,
  TRENCH_COLOURS,
  TRIM_COLOURS,
} from './portraitPalette.ts';
import type { FaceShape, HairStyle, PortraitAccent } from './portraitPalette.ts';
import { mixColour } from './portraitMarkup.ts';

export interface PortraitFeatures {
  accent: PortraitAccent;
  /** The agent's sex, or null for a version 1 agent: then nothing is chosen by sex. */
  sex: 'female' | 'male' | null;
  /** The agent's age, or for a version 1 agent an apparent age drawn like the rest (24–59). */
  age: number;
  faceShape: FaceShape;
  /** Face length and half-width at the temples, in the drawing's units (viewBox 160 × 200). */
  faceLength: number;
  faceWidth: number;
  skinTone: string;
  hairStyle: HairStyle;
  /** The colour drawn, after greying. */
  hairColour: string;
  /** 0: the natural colour; 1: fully grey or white. */
  greying: number;
  eyeColour: string;
  eyeShape: (typeof EYE_SHAPES)[number];
  /** Half the distance between the pupils. */
  eyeSpacing: number;
  browShape: (typeof BROW_SHAPES)[number];
  browWeight: number;
  nose: (typeof NOSE_SHAPES)[number];
  mouth: (typeof MOUTH_SHAPES)[number];
  lipColour: string | null;
  facialHair: (typeof FACIAL_HAIR)[number];
  /** Age lines: 0 none, 1 forehead, 2 and crow's feet, 3 and the lines from nose to mouth. */
  lines: 0 | 1 | 2 | 3;
  glasses: (typeof GLASSES)[number];
  frameColour: string;
  headwear: (typeof HEADWEAR)[number];
  hatColour: string;
  earpiece: boolean;
  earrings: boolean;
  outfit: (typeof OUTFITS)[number];
  outfitColour: string;
  shirtColour: string;
  trimColour: string;
  scarf: boolean;
  /** Shoulders' half-width. */
  shoulders: number;
  /** 32 bits for the file's bar code under the photo. */
  serial: number;
}

/** The fields that name an agent for good: a portrait does not change when, say, the profession is edited. */
function portraitKey(agent: Agent): string {
  return [agent.fullName, agent.codename, agent.email, agent.countryCode].join('\u0000');
}

/** A number in [0, 1) for one feature of one agent. */
type Roll = (feature: string) => number;

function rollsFor(agent: Agent): Roll {
  const key = portraitKey(agent);
  return (feature) => hashText(`${feature}\u0000${key}`, 0) / 0x1_0000_0000;
}

function pick<T>(list: readonly T[], roll: number): T {
  return list[Math.min(list.length - 1, Math.floor(roll * list.length))] as T;
}

/** A choice among weighted options; a weight of 0 is never chosen. */
function pickWeighted<T extends string>(
  weights: Readonly<Record<T, number>>,
  options: readonly T[],
  roll: number,
): T {
  const total = options.reduce((sum, option) => sum + weights[option], 0);
  let left = roll * total;
  for (const option of options) {
    left -= weights[option];
    if (left < 0 && weights[option] > 0) return option;
  }
  // Only rounding can get here (roll just under 1): the last option that can be chosen.
  return options.findLast((option) => weights[option] > 0) as T;
}

/**
 * How grey the hair has gone: none before 35, all of it from 73, in between a little earlier or
 * later for each agent, as hair does.
 */
function greyingAt(age: number, roll: number): number {
  if (age < 35) return 0;
  const level = (age - 38) / 30 + (roll - 0.5) * 0.3;
  return Math.round(Math.min(1, Math.max(0, level)) * 100) / 100;
}

function linesAt(age: number): PortraitFeatures['lines'] {
  if (age >= 65) return 3;
  if (age >= 55) return 2;
  if (age >= 42) return 1;
  return 0;
}

function hairStyleFor(sex: PortraitFeatures['sex'], age: number, roll: number): HairStyle {
  const { female, male } = HAIR_STYLE_WEIGHTS;
  const weights = { ...female };
  for (const style of HAIR_STYLES) {
    weights[style] =
      sex === 'female' ? female[style] : sex === 'male' ? male[style] : female[style] + male[style];
  }
  // A receding hairline or a bald head comes with the years; for an agent of unknown sex it is not drawn.
  if (sex !== 'male' || age < 30) weights.receding = 0;
  if (sex !== 'male' || age < 40) weights.bald = 0;
  else if (age >= 60) weights.bald *= 2;
  return pickWeighted(weights, HAIR_STYLES, roll);
}

function facialHairFor(sex: PortraitFeatures['sex'], roll: Roll): PortraitFeatures['facialHair'] {
  // A beard is the one cue read as sex on sight; with no sex to follow, none is drawn.
  if (sex !== 'male' || roll('beard?') < 0.55) return 'none';
  return pick(FACIAL_HAIR.slice(1), roll('beard'));
}

/**
 * What an agent's portrait shows, decided from the agent alone.
 *
 * @example portraitFeatures(agent).hairStyle // "bob": the same for this agent on every call
 */
export function portraitFeatures(agent: Agent): PortraitFeatures {
  const roll = rollsFor(agent);
  const sex = agent.sex ?? null;
  const age = agent.age ?? 24 + Math.floor(roll('age') * 36);

  const skinIndex = Math.floor(roll('skin') * SKIN_TONES.length);
  const deep = skinIndex >= 6;
  // Deeper skin mostly comes with dark hair and brown eyes; mostly, not always.
  const hairBase =
    deep && roll('hair colour range') < 0.88
      ? pick(HAIR_COLOURS.slice(0, DARK_HAIR_COLOURS), roll('hair colour'))
      : pick(HAIR_COLOURS, roll('hair colour'));
  const eyeColour =
    deep && roll('eye colour range') < 0.9
      ? pick(EYE_COLOURS.slice(0, BROWN_EYE_COLOURS), roll('eye colour'))
      : pick(EYE_COLOURS, roll('eye colour'));
  const greying = greyingAt(age, roll('greying'));
  const greyTarget = pick(GREY_HAIR_COLOURS, roll('grey'));

  const faceShape = pick(FACE_SHAPES, roll('face'));
  const sexWidth = sex === 'male' ? 1.5 : sex === 'female' ? -1 : 0;
  const hairStyle = hairStyleFor(sex, age, roll('hair style'));
  // A hat sits badly on an afro or a bun; those agents go bareheaded.
  const hatAllowed = hairStyle !== 'afro' && hairStyle !== 'bun';
  const outfit = pick(OUTFITS, roll('outfit'));

  return {
    accent: roll('accent') < 0.5 ? 'cyan' : 'magenta',
    sex,
    age,
    faceShape,
    faceLength:
      72 + Math.floor(roll('face length') * 9) + (faceShape === 'long' ? 6 : faceShape === 'round' ? -3 : 0),
    faceWidth: 29 + Math.floor(roll('face width') * 5) + sexWidth + (faceShape === 'round' ? 2 : 0),
    skinTone: SKIN_TONES[skinIndex] as string,
    hairStyle,
    hairColour: mixColour(hairBase, greyTarget, greying),
    greying,
    eyeColour,
    eyeShape: pick(EYE_SHAPES, roll('eye shape')),
    eyeSpacing: 12 + Math.floor(roll('eye spacing') * 3),
    browShape: pick(BROW_SHAPES, roll('brow')),
    browWeight: (sex === 'male' ? 2.2 : 1.6) + Math.floor(roll('brow weight') * 4) * 0.4,
    nose: pick(NOSE_SHAPES, roll('nose')),
    mouth: pick(MOUTH_SHAPES, roll('mouth')),
    lipColour:
      sex !== 'male' && roll('lipstick') < (sex === 'female' ? 0.35 : 0.1)
        ? pick(LIPSTICK_COLOURS, roll('lip colour'))
        : null,
    facialHair: facialHairFor(sex, roll),
    lines: linesAt(age),
    glasses: roll('glasses?') < 0.4 ? pick(GLASSES.slice(1), roll('glasses')) : 'none',
    headwear: hatAllowed && roll('hat?') < 0.28 ? pick(HEADWEAR.slice(1), roll('hat')) : 'none',
    frameColour: pick(FRAME_COLOURS, roll('frames')),
    hatColour: pick(HAT_COLOURS, roll('hat colour')),
    earpiece: roll('earpiece') < 0.35,
    earrings: roll('earrings') < (sex === 'female' ? 0.45 : sex === 'male' ? 0.08 : 0.2),
    outfit,
    outfitColour:
      outfit === 'trench' ? pick(TRENCH_COLOURS, roll('coat')) : pick(OUTFIT_COLOURS, roll('cloth')),
    shirtColour: pick(SHIRT_COLOURS, roll('shirt')),
    trimColour: pick(TRIM_COLOURS, roll('trim')),
    scarf: outfit !== 'turtleneck' && outfit !== 'hoodie' && roll('scarf') < 0.22,
    serial: hashText(portraitKey(agent), 1),
    shoulders: 60 + Math.floor(roll('shoulders') * 8) + (sex === 'male' ? 4 : sex === 'female' ? -2 : 0),
  };
}
