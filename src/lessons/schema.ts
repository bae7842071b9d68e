/**
 * What a lesson and an exercise are, as data (the content collections' schemas). A lesson
 * is an MDX page; an exercise is a position, a task and what counts as success, checked
 * against the rules engine in the tests and when the site is built.
 */
import { z } from 'astro/zod';
import type { Locale } from '../i18n/locales';

/** A text the learner reads, written in every language of the site: a missing language fails the build. */
const text = z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict() satisfies z.ZodType<Record<Locale, string>>;
export type Text = z.infer<typeof text>;

const cards = z.array(z.string());
/** One player's own piles. */
export const sideSchema = z.object({
  reserve: cards,
  hand: z.union([cards, z.number().int().min(0)]),
  waste: cards.default([]),
  turned: z.string().nullable().default(null),
  reserveFaceDown: z.literal(true).optional(),
});

/** A position as authors write it: the interchange format without the boilerplate. */
export const sketchSchema = z.object({
  rules: z.union([z.string(), z.record(z.string(), z.unknown())]).default('standard'),
  toMove: z.enum(['A', 'B']).default('A'),
  A: sideSchema,
  B: sideSchema,
  houses: z.array(z.array(z.string())),
  foundations: z.array(cards),
  faceDown: z.array(z.number().int()).optional(),
});
export type Sketch = z.infer<typeof sketchSchema>;

/** A pile as authors name it: "A.reserve", "B.hand", "h5", "f1". */
export const pileName = z.string().regex(/^(?:[AB]\.(?:reserve|waste|hand|turned)|[hf][1-8])$/);

/**
 * What a whole-turn step asks (src/lessons/goals.ts tells when it is reached): play the turn
 * to its end, empty your reserve, empty a house, or give your opponent cards.
 */
export const GOALS = ['endTurn', 'emptyReserve', 'emptyHouse', 'loadOpponent'] as const;
export type Goal = (typeof GOALS)[number];

/**
 * A choice's claim about the board, which the engine checks (src/lessons/claims.ts), so the
 * right answer is the rules' and not the author's: "compulsory h3" (a compulsory move involves
 * that pile), "nothing-compulsory", "legal R-h2", "illegal X-W".
 */
export const claim = z.string().regex(/^(?:nothing-compulsory|compulsory (?:[AB]\.(?:reserve|waste|hand|turned)|[hf][1-8])|(?:legal|illegal) \S+)$/);

export const exerciseSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('point'),
    prompt: text,
    position: sketchSchema,
    /** The piles that answer the question. */
    piles: z.array(pileName).min(1),
    success: text,
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('play'),
    prompt: text,
    position: sketchSchema,
    /** Every move that succeeds (equivalent moves, such as either of two foundations). */
    accept: z.array(z.string()).min(1),
    success: text,
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('judge'),
    prompt: text,
    position: sketchSchema,
    /** The move the player to move makes: call Stop, or let it go. */
    move: z.string(),
    expect: z.enum(['stop', 'legal']),
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('choose'),
    prompt: text,
    position: sketchSchema,
    /** The answers offered, each a claim the engine checks: exactly one is true. */
    choices: z.array(z.object({ text, claim })).min(2),
    success: text,
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('turn'),
    prompt: text,
    position: sketchSchema,
    goal: z.enum(GOALS),
    /** A way to reach the goal, which the engine plays through when the site is built. */
    solution: z.array(z.string()).min(1),
    success: text,
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('watch'),
    prompt: text,
    position: sketchSchema,
    /** The opponent's moves, one at a time; the first the rules forbid is the one to call. */
    script: z.array(z.string()).min(1),
    success: text,
  }),
  z.object({
    id: z.string(),
    lesson: z.string(),
    kind: z.literal('game'),
    prompt: text,
    position: sketchSchema,
    /** The computer's moves, in order; one the rules do not allow when it comes (the learner played otherwise) gives way to the computer's own. */
    script: z.array(z.string()),
    success: text,
  }),
]);
export type Exercise = z.infer<typeof exerciseSchema>;

export const lessonSchema = z.object({
  title: z.string(),
  order: z.number().int().min(1),
  summary: z.string(),
  recap: z.array(z.string()).min(1),
});
