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
]);
export type Exercise = z.infer<typeof exerciseSchema>;

export const lessonSchema = z.object({
  title: z.string(),
  order: z.number().int().min(1),
  summary: z.string(),
  recap: z.array(z.string()).min(1),
});
