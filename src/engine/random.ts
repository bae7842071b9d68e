/**
 * A small seeded generator (sfc32) so the same seed deals the same cards in Node and in
 * every browser: only 32-bit integer arithmetic, no Math.random.
 */
export type Rng = () => number;

/** A seed may be a number or any string (a date, a share code). */
export function seedWords(seed: number | string): [number, number, number, number] {
  const text = String(seed);
  let h = 2166136261 >>> 0; // FNV-1a over the seed's text
  const words: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    h = Math.imul(h ^ (round + 0x9e37), 16777619) >>> 0;
    words.push(h);
  }
  return words as [number, number, number, number];
}

export function rng(seed: number | string): Rng {
  let [a, b, c, d] = seedWords(seed);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // let the seed's bits mix before the first draw
  return next;
}

/** A whole number from 0 to n - 1. */
export const below = (r: Rng, n: number): number => Math.floor(r() * n);

/** Fisher-Yates, in place. */
export function shuffle<T>(r: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(r, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
