/**
 * The rules engine's door: pure functions over positions, no DOM, no framework, speaking in
 * codes and facts. Code outside src/engine imports only this file (tests/architecture.test.ts),
 * so each name here is a promise; the groups follow the sections of the rules text.
 */

// Players and Cards: card values, the packs, and who sits at the table.
export { card, cardCode, gameCards, isRed, JOKER, parseCard, RANKS, rankOf, suitOf, SUITS, UNKNOWN, type Card } from './cards';
export { cardsHeld, cardsOnTable, clonePosition, faceDownIn, playersOf, seatsOf, type Player, type Position } from './position';
export { seatedAt } from './seats';

// Initial layout: dealing, who begins, and the table each rule set lays out.
export { deal, revealUnknown, whoBegins, type BeginWhy } from './deal';
export { below, rng, shuffle, type Rng } from './random';

// Play: moves in the notation, and the piles they name.
export {
  DISCARD,
  everyMove,
  FOUNDATION,
  formatMove,
  HOUSE,
  isFoundation,
  isHouse,
  isLoad,
  moveTo,
  OPP2_RESERVE,
  OPP2_WASTE,
  OPP_RESERVE,
  OPP_WASTE,
  parseMove,
  PASS,
  RESERVE,
  sameMove,
  TURN,
  TURNED,
  WASTE,
  type Move,
} from './moves';
export { cardsOf, faceDownCount, isFaceDown, moveBetween, pileIdOf, pileRefOf, samePile, type PileRef } from './piles';
export { play } from './turn';
export { positionAfter } from './stop';

// Available cards.
export { exposedCard, faceUpIn, pileOf } from './availability';

// Building rules: what may lie on what.
export { BOOK_LOAD, fits, fitsLoad, loadRuleOf } from './building';
export { foundationRun, isFoundationRun } from './validate';
export { nearMiss } from './slips';

// Priorities and Compulsory Moves: the verdict on a move, its reason, and what is compulsory.
export { earlyTurnOpen, moveSteps, priorities, type Fit, type Priorities, type Step } from './priorities';
export { PRIORITY_REASONS, REASONS, type Reason } from './reasons';
export { legalMoves, ruleOf, verdict, type Rule, type Stop, type Verdict, type Why } from './verdict';
export { hint, type Hint, type HintWhy } from './hint';
export { compulsoryPiles, playablePiles, targetsOf } from './playable';

// End of the Game; Scoring: a game in progress, its result, and a match.
export { attempt, canStand, letStand, owesTurn, resultAfter, skipTurn, startGame, type Game } from './game';
export { FALSE_CALL_POINTS, falseCall, falseCallCost, type FalseCall, type FalseCallCost } from './false-call';
export { callerOf, replay, stepGame, type GameRecord, type RecordedMove, type RecordFault, type Replay, type ReplayStep } from './record';
export { faultOf, gameFaults, isForced, ownFaultsByReason, withWithdrawn, type Decisions, type FaultKind, type GameFault, type GameFaults } from './game-faults';
export { matchWinner, newMatch, NO_PROGRESS_TURNS, recordGame, scoreDetail, watch, type Count, type GameResult, type Match, type ScoreDetail } from './scoring';
export { certainStalemate } from './stalemate';

// Variations: the rule options, the presets and the table each lays out.
export { FALSE_STOP_PENALTY, isStandard, layoutOf, parseRules, PRESETS, RULE_OPTIONS, STANDARD, stopRuleOn, type OptionId, type Preset, type RuleOption, type FalseStopPenalty, type RuleSet, type RulesSpec } from './variants';

// The interchange format (shared/position-format.md): reading, writing, faults, the judge.
export { FORMAT, parsePosition, positionJSON, readSetup, type PositionJSON, type SideJSON } from './interchange';
export { underRules, type RulesRead } from './under-rules';
export { positionFault } from './validate';
export { contractMessage, validatePosition } from './contract';
export { type FaultCode, type FaultFacts, type PositionFault } from './faults';
export { judge, type Explainer, type JudgeAnswer, type JudgeOutput } from './judge';

// Measuring the strict rules' searches (scripts/bench.ts).
export { SEARCH_DEPTH, SEARCH_STATES, searchStats } from './strict';
