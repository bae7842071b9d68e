// The board's data-pile keys, from pile names as exercises and puzzles write them.

/** "A.reserve", "h5", "f1", or a pile of a move string of A's ("R", "X", "oW"). */
export function pileKey(name: string): string {
  const side = /^([AB])\.(\w+)$/.exec(name);
  if (side) return `${side[2]}${side[1]}`;
  const named: Record<string, string> = { R: 'reserveA', X: 'turnedA', W: 'wasteA', oR: 'reserveB', oW: 'wasteB' };
  if (name in named) return named[name]!;
  return `${name[0] === 'h' ? 'house' : 'foundation'}${Number(name.slice(1)) - 1}`;
}
