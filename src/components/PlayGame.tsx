/**
 * The play page's island: the table before a game against the computer or a friend at the same
 * table, with its settings (opponent, preset, deal, Stop training, practice aids, the computer's speed) and one button to start:
 * deal, go on with the game kept in this browser, or play on from a link's position. The game
 * itself (the turn machine, the computer player, the board) is fetched when it is started, so
 * the page opens light; ./GameView plays it and keeps it after every change.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { parseRules, PRESETS, stopRuleOn, type RulesSpec } from '../engine';
import type { LinkRead } from './play-link';
import type { Wanted } from './GameView';
import { optionName, presetName, presetWithWords, rulesInWords, valueWords } from '../telling/rules';
import { optionAbout, presetAbout } from '../telling/rules-about';
import type { PlaySettings } from '../records/play';
import { FAMILY, HOUSE_PARAMS, houseFor, houseFromAddress, houseValue, playRules, readHouse } from '../records/play-rules';
import { DEFAULT_LEVEL, errs, LEVELS, readLevel, type Level } from '../records/play-levels';
import { OPPONENTS, peekPlay, SPEEDS, type GameSummary, type Paces, type Speed } from '../records/play-peek';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Locale } from '../i18n/locales';
import { scoresText, startWords } from '../i18n/play/start';

type GameModule = typeof import('./GameView');

/** Moves focus to a button as it appears (Preact ignores `autoFocus`), which also scrolls it into view on a phone. Stable, so it runs once per button. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();
const newSeed = () => String(Math.floor(Math.random() * 1e9));

/** The parts of the address that choose a game; a reload of the same link goes on with the saved game. */
const GAME_PARAMS = ['rules', ...HOUSE_PARAMS, 'seed', 'level', 'errors', 'practice', 'tutor', 'opponent', 'p', 'position'];

/**
 * Settings from the page's address, so a deal or a position can be linked to:
 * ?seed=…&rules=strict&house=loneCardStays&falseStopPenalty=points&level=sometimes&practice=0&tutor=1&opponent=friend&delay=0 (house rules: ../records/play-rules;
 * links from before the levels give `errors=0.25`, read as the nearest level), and p=<share code> or position=<JSON>, read by
 * ./play-link when there is one (`carriesPosition`). Anything unreadable is left out and said in `problem`.
 */
function fromAddress(search: string, lang: Locale) {
  const t = startWords(lang);
  const q = new URLSearchParams(search);
  const settings: { -readonly [K in keyof PlaySettings]: PlaySettings[K] } = { preset: 'standard', seed: newSeed(), practice: q.get('practice') !== '0', tutor: q.get('tutor') === '1', level: DEFAULT_LEVEL };
  let problem: string | null = null;
  const preset = q.get('rules');
  if (preset && PRESETS.some((p) => p.id === preset)) settings.preset = preset;
  else if (preset) problem = t.unknownRules({ rules: preset });
  const house = problem ? null : houseFromAddress(q, settings.preset);
  // House rules that cannot be read leave the standard rules, as an unknown preset does.
  if (house && 'bad' in house) [settings.preset, problem] = ['standard', t.unknownRules({ rules: house.bad })];
  else if (house?.house) settings.house = house.house;
  const seed = q.get('seed');
  if (seed) settings.seed = seed.slice(0, 40);
  const level = q.has('level') ? q.get('level') : q.has('errors') ? undefined : DEFAULT_LEVEL;
  settings.level = readLevel(level, Number(q.get('errors'))) ?? DEFAULT_LEVEL;
  if (q.get('opponent') === 'friend') settings.opponent = 'friend';
  const delay = q.has('delay') ? Math.max(0, Math.min(5000, Number(q.get('delay')) || 0)) : null;
  const link = GAME_PARAMS.flatMap((k) => (q.has(k) ? [`${k}=${q.get(k)}`] : [])).join('&');
  return { settings: settings as PlaySettings, link, delay, problem, carriesPosition: q.has('p') || !!q.get('position'), seeded: !!seed };
}

/** What the page opens with: the game kept in this browser when there is one and the address asks for no other. */
function startup(lang: Locale) {
  const store = browserStore();
  const address = fromAddress(typeof location === 'undefined' ? '' : location.search, lang);
  const peek = peekPlay(store);
  const saved = peek.game && (address.link === '' || address.link === peek.link) ? peek.game : null;
  return { store, address, paces: { plain: peek.speed, training: peek.trainingSpeed }, saved };
}

const savedSettings = (g: GameSummary): PlaySettings => ({
  preset: g.preset,
  house: (g.house !== undefined && readHouse(g.preset, g.house)) || undefined,
  seed: g.seed,
  practice: g.practice,
  tutor: g.tutor,
  level: g.level,
  ...(g.friend && { opponent: 'friend' as const }),
});
/** The rules a game's settings choose: the preset, with the house rules over it. */
const specOf = (s: PlaySettings): RulesSpec => playRules(s.preset, s.house);
const sameRules = (a: PlaySettings, b: PlaySettings) => JSON.stringify(specOf(a)) === JSON.stringify(specOf(b));

/** A rule set in words: the preset's name and what it is about, or each option changed. */
function rulesText(spec: RulesSpec, lang: Locale): string {
  const preset = typeof spec === 'string' ? PRESETS.find((p) => p.id === spec) : undefined;
  return preset ? `${presetName(preset.id, lang)}. ${presetAbout(preset.id, lang)}` : `${rulesInWords(spec, lang)}.`;
}

/** A game's settings in words: the preset, or the preset's name with each house rule that changes it. */
const settingsText = (s: PlaySettings, lang: Locale): string => (s.house ? `${presetWithWords(s.preset, s.house, lang)}.` : rulesText(s.preset, lang));

/** False when the rules turn the Stop rule off (a family rule): then there is no Stop training either. */
const withStop = (spec: RulesSpec): boolean => {
  const rules = parseRules(spec);
  return !rules.ok || stopRuleOn(rules.value);
};

/** False under rules for three: a friend at the same table plays the two-player game only. */
const forTwo = (spec: RulesSpec): boolean => {
  const rules = parseRules(spec);
  return !rules.ok || rules.value.players === 2;
};

/** Stop training is on: the computer's level errs now and then, under rules with the Stop (null: a saved game's own rules, which had the Stop to be trained in). */
const trains = (s: PlaySettings, spec: RulesSpec | null): boolean => errs(s.level) && (spec === null || withStop(spec));

const sameSettings = (a: PlaySettings, b: PlaySettings) =>
  sameRules(a, b) && a.seed === b.seed && a.practice === b.practice && !!a.tutor === !!b.tutor && a.level === b.level && a.opponent === b.opponent;

/** Narrow screens show the board first and fold the settings away. */
const wideScreen = () => typeof matchMedia !== 'undefined' && matchMedia('(min-width: 48rem)').matches;


export default function PlayGame({ delay: defaultDelay, lang }: { delay?: number; lang: Locale }) {
  const t = startWords(lang);
  const boot = useMemo(() => startup(lang), [lang]);
  const [paces, setPaces] = useState<Paces>(boot.paces);
  const [draft, setDraft] = useState<PlaySettings>(boot.saved ? savedSettings(boot.saved) : boot.address.settings);
  // A link's position is read before the card offers to play on from it; a saved game of the same link is offered instead.
  const [link, setLink] = useState<LinkRead | 'reading' | 'failed' | null>(boot.address.carriesPosition && !boot.saved ? 'reading' : null);
  useEffect(() => {
    if (link !== 'reading') return;
    import('./play-link')
      .then((m) => m.readLink(location.search, lang))
      .then(setLink, () => setLink('failed'));
  }, []);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [code, setCode] = useState<GameModule | 'loading' | 'failed' | null>(null);
  const [asking, setAsking] = useState(false);
  const inProgress = useRef(!!boot.saved);
  const newGameButton = useRef<HTMLButtonElement>(null);
  const wide = useMemo(wideScreen, []);

  const fetchGame = () => {
    setCode('loading');
    import('./GameView').then(setCode, () => setCode('failed'));
  };
  const begin = (w: Omit<Wanted, 'round'>) => {
    setWanted({ ...w, round: (wanted?.round ?? 0) + 1 });
    if (code === null || code === 'failed') fetchGame();
  };
  const position = link !== null && link !== 'reading' && link !== 'failed' ? link.position : null;
  const startNew = () => {
    setAsking(false);
    begin({ settings: { ...draft, seed: draft.seed.trim() || newSeed() }, resume: false, coded: false });
  };
  const startSaved = () => begin({ settings: draft, resume: true, coded: false });
  const playOn = () => link !== null && link !== 'reading' && link !== 'failed' && link.position && begin({ settings: { ...boot.address.settings, position: link.position }, resume: false, coded: link.coded });
  const submit = (e: Event) => {
    e.preventDefault();
    if (inProgress.current) setAsking(true);
    else startNew();
  };
  const cancel = () => {
    setAsking(false);
    newGameButton.current?.focus();
  };

  const playing = wanted ? (wanted.resume && boot.saved?.fromPosition ? null : (wanted.settings.position?.spec ?? specOf(wanted.settings))) : position ? position.spec : boot.saved?.fromPosition ? null : specOf(draft);
  // Rules from a position are its own; rules from settings are said as the preset and its house rules.
  const fromSettings = wanted ? !wanted.settings.position : !position;
  const problem = link === 'failed' ? t.linkNotLoaded : link !== null && link !== 'reading' && link.problem ? link.problem : boot.address.problem;
  const loaded = typeof code === 'object' ? code : null;
  // Games with Stop training and without keep a pace each: step by step, unless chosen otherwise, when there are errors to judge.
  const mode = trains(wanted?.settings ?? draft, playing) ? 'training' : 'plain';
  // Two at one table, under rules for two: the rules of a link's position or a saved game, else those chosen.
  const twoSeats = forTwo(playing ?? specOf(draft));
  const friend = (wanted?.settings ?? draft).opponent === 'friend' && twoSeats;
  const speed = paces[mode];
  // A delay in the address (or the page's) is a timed pace.
  const fixed = boot.address.delay ?? defaultDelay;
  const delay = fixed ?? SPEEDS[speed];
  const manual = fixed === undefined && speed === 'step';
  return (
    <div class="play">
      {problem && !wanted ? (
        <p class="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {link === 'reading' ? (
        <p class="reading-link" role="status">
          {t.readingLink}
        </p>
      ) : loaded && wanted ? (
        <loaded.PlayedGame
          key={wanted.round}
          wanted={wanted}
          paces={paces}
          delay={delay}
          manual={manual}
          link={boot.address.link}
          store={boot.store}
          lang={lang}
          onProgress={(going) => (inProgress.current = going)}
        />
      ) : (
        <section class="play-start" aria-labelledby="start-title">
          <h2 id="start-title">{boot.saved ? t.savedTitle : position ? t.positionTitle : boot.address.seeded ? t.seedTitle({ seed: draft.seed }) : t.newTitle}</h2>
          <p>
            {boot.saved
              ? `${t.gameNo({ n: boot.saved.gameNo })}${t.matchTo({ target: boot.saved.target, scores: scoresText(boot.saved.scores, lang) })}${t.level({ level: t.levels[boot.saved.level] })}`
              : position
                ? friend
                  ? t.friendPositionText
                  : t.positionText
                : friend
                  ? t.friendText
                  : t.newText}
          </p>
          {playing !== null && !withStop(playing) ? <p class="no-stop">{t.noStopNote}</p> : null}
          {code === 'failed' ? (
            <p class="problem" role="alert">
              {t.gameNotLoaded}
            </p>
          ) : null}
          <p class="start-buttons">
            {code === 'failed' ? (
              <button type="button" class="primary" ref={focusOnMount} onClick={fetchGame}>
                {t.tryAgain}
              </button>
            ) : (
              <button type="button" class="primary" disabled={code === 'loading'} onClick={boot.saved ? startSaved : position ? playOn : startNew}>
                {boot.saved ? t.continueGame : position ? t.playOn : boot.address.seeded ? t.dealThis : t.dealNew}
              </button>
            )}
            {boot.saved && code !== 'failed' ? (
              <button type="button" ref={newGameButton} disabled={code === 'loading'} onClick={() => setAsking(true)}>
                {t.newGame}
              </button>
            ) : null}
            <span role="status">{code === 'loading' ? t.dealing : ''}</span>
          </p>
        </section>
      )}
      {/* Not drawn while the link is read, so the card arriving above it pushes nothing that was on screen. */}
      {link === 'reading' ? null : (
        <details class="game-settings" open={wide}>
          <summary>{t.settings}</summary>
          <form class="settings" onSubmit={submit} aria-label={t.newGame}>
            <label>
              {t.rules}{' '}
              <select value={draft.preset} onChange={(e) => setDraft({ ...draft, preset: e.currentTarget.value, house: draft.house && houseFor(e.currentTarget.value, draft.house) })}>
                {PRESETS.map((p) => (
                  <option value={p.id} key={p.id}>
                    {presetName(p.id, lang)}
                  </option>
                ))}
              </select>
            </label>
            {/* Closed at first, so the settings keep their height as the page opens. */}
            <details class="house-rules">
              <summary>{t.houseRules}</summary>
              <p class="house-about">{t.houseRulesAbout}</p>
              {FAMILY.map((o) => {
                const value = houseValue(draft.preset, draft.house, o);
                const choose = (v: unknown) => setDraft({ ...draft, house: houseFor(draft.preset, { ...draft.house, [o.id]: v }) });
                const about = <span class="house-rule-about">{optionAbout(o.id, lang)}</span>;
                return o.kind === 'flag' ? (
                  <label class="house-rule" key={o.id}>
                    <input type="checkbox" checked={value === true} onChange={(e) => choose(e.currentTarget.checked)} />
                    <span>
                      <strong>{optionName(o.id, lang)}</strong> {about}
                    </span>
                  </label>
                ) : (
                  <label class="house-rule" key={o.id}>
                    <span>
                      <strong>{optionName(o.id, lang)}</strong>{' '}
                      <select value={String(value)} onChange={(e) => choose(o.values.find((v) => String(v) === e.currentTarget.value))}>
                        {o.values.map((v) => (
                          <option value={String(v)} key={String(v)}>
                            {valueWords(o.id, v, lang)}
                          </option>
                        ))}
                      </select>{' '}
                      {about}
                    </span>
                  </label>
                );
              })}
            </details>
            <label>
              {t.opponent}{' '}
              <select value={(twoSeats && draft.opponent) || 'computer'} disabled={!twoSeats} aria-describedby={twoSeats ? undefined : 'friend-two-only'} onChange={(e) => setDraft({ ...draft, opponent: e.currentTarget.value === 'friend' ? 'friend' : undefined })}>
                {OPPONENTS.map((o) => (
                  <option value={o} key={o}>
                    {t.opponents[o]}
                  </option>
                ))}
              </select>
            </label>
            {twoSeats ? null : (
              <p class="house-about" id="friend-two-only">
                {t.friendTwoOnly}
              </p>
            )}
            <label>
              {t.deal} <input value={draft.seed} inputMode="numeric" size={10} onInput={(e) => setDraft({ ...draft, seed: e.currentTarget.value })} />
            </label>
            <label class="level">
              {t.computer}{' '}
              <select value={draft.level} disabled={draft.opponent === 'friend' && forTwo(specOf(draft))} onChange={(e) => setDraft({ ...draft, level: e.currentTarget.value as Level })}>
                {LEVELS.map((level) => (
                  <option value={level} key={level}>
                    {t.levels[level]}
                  </option>
                ))}
              </select>
              {/* Deliberate errors need the Stop to call them: under a family rule without it the computer makes none. */}
              {withStop(specOf(draft)) ? null : <span class="no-errors">{t.noErrors}</span>}
            </label>
            <label>
              <input type="checkbox" checked={draft.practice} onChange={(e) => setDraft({ ...draft, practice: e.currentTarget.checked })} /> {t.practice}
            </label>
            <label>
              <input type="checkbox" checked={draft.tutor === true} onChange={(e) => setDraft({ ...draft, tutor: e.currentTarget.checked })} /> {t.tutor}
            </label>
            {/* Before a game, the card's button starts one. */}
            {wanted ? (
              <button type="submit" ref={newGameButton}>
                {t.newGame}
              </button>
            ) : null}
            {playing !== null ? (
              <p class="preset-about">
                <strong>{t.rulesOfGame}</strong> {fromSettings ? settingsText(wanted?.settings ?? draft, lang) : rulesText(playing, lang)}
              </p>
            ) : null}
            {wanted && !sameSettings(draft, wanted.settings) ? (
              <p class="preset-about draft">
                <strong>{t.nextGameOnly}</strong> {t.pressNewGame}{' '}
                {!sameRules(draft, wanted.settings) ? settingsText(draft, lang) : t.draftRest}
              </p>
            ) : null}
          </form>
          {/* No computer at a table of two people: its speed is not asked. */}
          {friend ? null : (
            <label class="speed">
              {t.speed}{' '}
              <select value={speed} onChange={(e) => setPaces({ ...paces, [mode]: e.currentTarget.value as Speed })}>
                {(Object.keys(SPEEDS) as Speed[]).map((k) => (
                  <option value={k} key={k}>
                    {t.speeds[k]}
                  </option>
                ))}
              </select>
            </label>
          )}
        </details>
      )}
      {asking ? (
        <div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <h2 id="confirm-title">{t.askTitle}</h2>
          <p id="confirm-text">{t.askText}</p>
          <button type="button" ref={focusOnMount} onClick={startNew}>
            {t.askYes}
          </button>{' '}
          <button type="button" onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
