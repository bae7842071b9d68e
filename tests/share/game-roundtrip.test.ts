// Whole games travel intact: a game link and a text record of a random game, under every preset,
// with slips called and uncalled and false calls, read back to the same record, which replays to
// the same final table and result.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { deal, parseRules, PRESETS, replay, rng } from '../../src/engine';
import { randomRecord } from '../../src/players/random';
import { decodeGame, encodeGame } from '../../src/share/game-code';
import { readRecord, writeRecord } from '../../src/share/game-text';
import { sized } from '../support/depth';

describe('a random game comes back from its link and from its text', () => {
  test.each(PRESETS.map((p) => p.id))('%s', (id) => {
    const rules = parseRules(id);
    if (!rules.ok) throw new Error(rules.error);
    let called = 0;
    let slips = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 200 }), (seed, limit) => {
        const start = deal(`round trip ${seed}`, rules.value, id).position;
        // Whole games now and then, cut ones mostly: the suite stays quick.
        const { record, game } = randomRecord(start, rng(`moves ${seed}`), 0.1, seed % 20 ? limit : Infinity);
        const link = decodeGame(encodeGame(record));
        const text = readRecord(writeRecord(record, { A: 'Anne', B: 'Basile' }));
        expect(link).toEqual({ ok: true, record });
        expect(text).toMatchObject({ ok: true, record, headers: { A: 'Anne', B: 'Basile' } });
        for (const read of [link, text]) {
          if (!read.ok) throw new Error(read.code);
          const steps = replay(read.record);
          const last = steps.steps.at(-1)?.after ?? { position: start, result: null };
          expect(last.position).toEqual(game.position);
          expect(last.result).toEqual(game.result);
          if (read === link) slips += steps.steps.filter((s) => !s.verdict.legal && !s.called).length;
        }
        called += record.moves.filter((m) => m.called).length;
      }),
      { numRuns: sized(10, 200), seed: 16 },
    );
    // The games did hold the moves that make records hard: Stops called and slips left standing.
    expect(called).toBeGreaterThan(0);
    expect(slips).toBeGreaterThan(0);
  });
});
