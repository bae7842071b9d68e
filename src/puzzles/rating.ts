/**
 * The learner's puzzle rating, Glicko-2 as Mark Glickman describes it ("Example of the
 * Glicko-2 system", 2012), the system lichess rates its puzzles with. Each rated answer is a
 * rating period of one game against the puzzle: a win when the answer is right, a loss when
 * it is wrong. Only the first answer to a puzzle is rated (see `recordAnswer`, which calls
 * `ratePuzzleAnswer` only then): a retry knows the answer, so it would measure memory, not
 * skill. The rating itself, and a newcomer's, are kept with the record (records/puzzles.ts),
 * which does not load this arithmetic: the home page reads the record without it.
 *
 * A puzzle's rating is `difficultyOf(puzzle).rating` with a fixed, small rating deviation
 * (PUZZLE_RD): puzzles are not rated back by the learners' answers (there is no server to
 * pool them), so their rating is taken as known within that margin.
 */

/** A Glicko-2 rating. */
export interface Rating {
  /** On the Glicko scale: a newcomer is 1500. */
  readonly rating: number;
  /** Rating deviation: how uncertain the rating still is. */
  readonly rd: number;
  /** Volatility: how erratic the learner's results are. */
  readonly vol: number;
}

/** The constraint on the volatility's change; Glickman suggests 0.3 to 1.2. */
export const TAU = 0.5;
/** Every puzzle's rating deviation: small and fixed, puzzles are not re-rated in the browser. */
export const PUZZLE_RD = 50;
/** The learner's deviation stays within these bounds: never so sure that a rating stops moving, never vaguer than a newcomer. */
export const MIN_RD = 45;
export const MAX_RD = 350;
/** Above this deviation a rating is called provisional, as lichess does. */
export const PROVISIONAL_RD = 110;

/** One game of a rating period: the opponent (here a puzzle) and the score, 1 for a win and 0 for a loss. */
export interface Game {
  readonly rating: number;
  readonly rd: number;
  readonly score: 0 | 0.5 | 1;
}

const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muj: number, phij: number) => 1 / (1 + Math.exp(-g(phij) * (mu - muj)));

/** Glickman's steps 1 to 8: a player's rating after a rating period with these games (none: only the deviation grows). */
export function glicko2(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) return { ...player, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  const opp = games.map((x) => ({ mu: (x.rating - 1500) / SCALE, phi: x.rd / SCALE, s: x.score }));
  // Step 3: the estimated variance of the rating from the games alone.
  const v = 1 / opp.reduce((n, o) => {
    const e = expected(mu, o.mu, o.phi);
    return n + g(o.phi) ** 2 * e * (1 - e);
  }, 0);
  // Step 4: the estimated improvement.
  const sum = opp.reduce((n, o) => n + g(o.phi) * (o.s - expected(mu, o.mu, o.phi)), 0);
  const delta = v * sum;
  // Step 5: the new volatility, by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + 1500, rd: SCALE * phiNew, vol };
}

/** The learner's rating after a first answer to a puzzle of this rating: right is a win, wrong a loss. */
export function ratePuzzleAnswer(learner: Rating, puzzleRating: number, right: boolean): Rating {
  const after = glicko2(learner, [{ rating: puzzleRating, rd: PUZZLE_RD, score: right ? 1 : 0 }]);
  return { ...after, rd: Math.min(MAX_RD, Math.max(MIN_RD, after.rd)) };
}

/** A rating as people read it: a whole number. */
export const shownRating = (r: Rating): number => Math.round(r.rating);

/** A change as people read it: "+12", "−7", "±0". */
export function shownChange(before: Rating, after: Rating): string {
  const d = shownRating(after) - shownRating(before);
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}
