/**
 * The words of the labelled picture of the table as a game starts (src/components/LayoutPicture.astro),
 * in English: its title, what a screen reader reads of each arrangement, and each pile's label.
 * `reserve` and `hand` are how many cards each player's reserve and hand hold; a label's `more`
 * is its lines under the pile's name, one per line of the picture.
 */
export const en = {
  caption: 'The table as a game starts, seen from your seat. On a narrow screen the picture, like the board, turns each column of houses into a row.',
  title: 'The layout of the cards at the start of a game, seen from your seat (A)',
  wide: (p: { reserve: number; hand: number }) =>
    [
      'You, A, sit at the bottom; your opponent, B, sits at the top.',
      `Each player has three piles of their own. Your reserve is at the bottom right: ${p.reserve} cards, only the top one face up. Your hand is at the bottom left: ${p.hand} cards, face down. Your waste pile lies beside your hand and is empty at the start.`,
      'B’s piles mirror yours: B’s reserve at the top left, B’s hand at the top right, B’s empty waste pile beside it.',
      'Four houses go up the right-hand side from your reserve: house 1 next to your reserve, then houses 2, 3 and 4. Four houses go down the left-hand side from B’s reserve: house 5 next to B’s reserve, then houses 6, 7 and 8. Each house starts with one card face up.',
      'Between the two columns of houses are the eight foundations, in four rows of two, numbered 1 to 8 from the top; they are empty at the start.',
    ].join(' '),
  narrow: (p: { reserve: number; hand: number }) =>
    [
      'You, A, sit at the bottom; your opponent, B, sits at the top.',
      `Top row: B’s reserve at the left (${p.reserve} cards, only the top one face up), then B’s waste pile (empty at the start) and B’s hand at the right (${p.hand} cards, face down).`,
      'Below it, a row of houses 5, 6, 7 and 8 from left to right, house 5 under B’s reserve. Then the eight foundations, empty, in two rows: 1 to 4, then 5 to 8.',
      'Below them, a row of houses 4, 3, 2 and 1, house 1 at the right above your reserve. Each house starts with one card face up.',
      `Bottom row: your hand at the left (${p.hand} cards, face down), your waste pile beside it (empty at the start), and your reserve at the right (${p.reserve} cards, only the top one face up).`,
    ].join(' '),
  opponentSits: 'B, your opponent, sits here',
  youSit: 'You (A) sit here',
  reserve: { A: 'Your reserve', B: 'B’s reserve', more: (p: { n: number }) => `${p.n} cards,\ntop face up` },
  hand: { A: 'Your hand', B: 'B’s hand', more: (p: { n: number }) => `${p.n} cards,\nface down` },
  waste: { A: 'Your waste pile', B: 'B’s waste pile', more: 'empty at\nthe start' },
  house: (p: { n: number }) => `house ${p.n}`,
  foundation: (p: { n: number }) => `foundation ${p.n}`,
  housesB: 'houses 5–8',
  housesA: 'houses 1–4',
  foundations: 'foundations 1–8',
};
