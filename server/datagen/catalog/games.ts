/** Game kinds, with the economics that make their reports differ, and the games of each kind. */
export interface GameKind {
  code: string;
  name: string;
  /** Share of members whose favourite kind this is. */
  share: number;
  /** Long-run house edge on turnover. */
  edge: number;
  /** Standard deviation of one bet's result relative to its stake. */
  betSigma: number;
  /** Standard deviation of the whole kind's edge from one day to the next. */
  daySigma: number;
  /** Typical stake relative to a slot spin. */
  stakeFactor: number;
  /** Whether game items (feature buys, fishing weapons) are sold. */
  items: boolean;
  /** Games as [brand, title], most popular first. At least 4 per kind. */
  games: readonly (readonly [string, string])[];
}

export const GAME_KINDS: readonly GameKind[] = [
  {
    code: 'slot', name: 'Slot Games', share: 0.52, edge: 0.042, betSigma: 4, daySigma: 0.02, stakeFactor: 1, items: true,
    games: [
      ['PG', 'Mahjong Ways 2'], ['PG', 'Fortune Tiger'], ['PP', 'Gates of Olympus'], ['JILI', 'Super Ace'], ['PP', 'Sweet Bonanza'],
      ['PG', 'Lucky Neko'], ['JILI', 'Money Coming'], ['PG', 'Treasures of Aztec'], ['PP', 'Starlight Princess'], ['JILI', 'Fortune Gems'],
      ['PG', 'Wild Bandito'], ['CQ9', 'Jump High'], ['PP', 'The Dog House'], ['JDB', 'Lucky Seven'], ['PG', 'Mahjong Ways'],
      ['JILI', 'Golden Empire'], ['PP', 'Wild West Gold'], ['FC', 'Chinese New Year'], ['PG', 'Ganesha Fortune'], ['JILI', 'Boxing King'],
      ['CQ9', 'Lucky Bats'], ['PP', 'Aztec Gems'], ['JDB', 'Fortune Treasure'], ['BNG', 'Sun of Egypt 3'], ['PG', 'Dragon Hatch'],
      ['JILI', 'Crazy777'], ['FC', 'Night Market'], ['PP', 'Great Rhino'], ['BNG', 'Book of Sun'], ['CQ9', 'God of War'],
      ['PG', 'Caishen Wins'], ['JDB', 'Kingsman'], ['PP', 'Fruit Party'], ['JILI', 'Charge Buffalo'], ['FC', 'Lucky Fortunes'],
      ['PG', 'Leprechaun Riches'],
    ],
  },
  {
    code: 'live', name: 'Live Casino', share: 0.16, edge: 0.022, betSigma: 0.95, daySigma: 0.015, stakeFactor: 8, items: false,
    games: [
      ['EVO', 'Speed Baccarat A'], ['SEXY', 'Baccarat Classic'], ['EVO', 'Lightning Roulette'], ['EVO', 'Crazy Time'], ['SEXY', 'Dragon Tiger'],
      ['PP', 'Mega Wheel'], ['EVO', 'Sic Bo'], ['WM', 'Baccarat Squeeze'], ['DG', 'Bull Bull'], ['EVO', 'Infinite Blackjack'],
      ['PP', 'Andar Bahar'], ['WM', 'Fan Tan'], ['DG', 'Roulette'], ['SEXY', 'Thai Hi Lo'],
    ],
  },
  {
    code: 'sport', name: 'Sportsbook', share: 0.13, edge: 0.048, betSigma: 1.1, daySigma: 0.06, stakeFactor: 12, items: false,
    games: [['SABA', 'Football'], ['SBO', 'Football'], ['SABA', 'Basketball'], ['SBO', 'Tennis'], ['SABA', 'Cricket'], ['DB', 'Virtual Football'], ['SBO', 'Badminton'], ['DB', 'Muay Thai']],
  },
  {
    code: 'fishing', name: 'Fishing Games', share: 0.08, edge: 0.06, betSigma: 2.2, daySigma: 0.035, stakeFactor: 0.6, items: true,
    games: [['JILI', 'Royal Fishing'], ['JILI', 'Mega Fishing'], ['FC', 'Fishing King'], ['CQ9', 'Paradise'], ['JDB', 'Dragon Fishing'], ['JILI', 'Bombing Fishing'], ['FC', 'Star Hunter']],
  },
  {
    code: 'lottery', name: 'Lottery', share: 0.045, edge: 0.11, betSigma: 3, daySigma: 0.09, stakeFactor: 3, items: false,
    games: [['TCG', 'Thai Lottery'], ['TCG', 'Vietnam Lottery'], ['KM', 'Keno'], ['TCG', '4D Lotto'], ['KM', 'Fast 3'], ['TCG', 'Jackpot 6/45']],
  },
  {
    code: 'card', name: 'Card Games', share: 0.045, edge: 0.035, betSigma: 1.2, daySigma: 0.02, stakeFactor: 4, items: false,
    games: [['KM', 'Teen Patti'], ['JILI', 'Tongits Go'], ['KM', 'Andar Bahar'], ['JILI', 'Pusoy Go'], ['KM', 'Rummy'], ['JILI', 'Blackjack'], ['KM', 'Sabong']],
  },
  {
    code: 'esport', name: 'E-Sports', share: 0.02, edge: 0.05, betSigma: 1.1, daySigma: 0.07, stakeFactor: 10, items: false,
    games: [['IM', 'League of Legends'], ['TF', 'Dota 2'], ['IM', 'Counter-Strike 2'], ['TF', 'Mobile Legends'], ['IM', 'Valorant']],
  },
];

/** Games a member plays in one day use at most this many slots, each from a distinct residue class of its kind's list. */
export const GAME_SLOTS = 4;

/** Games with their ids: kind by kind, theme ids unique per (brand, title). */
export function gameRows(): { gameId: number; kindIdx: number; idx: number; brand: string; kind: GameKind; themeId: number; title: string }[] {
  const rows: { gameId: number; kindIdx: number; idx: number; brand: string; kind: GameKind; themeId: number; title: string }[] = [];
  GAME_KINDS.forEach((kind, kindIdx) => {
    kind.games.forEach(([brand, title], idx) => {
      const gameId = (kindIdx + 1) * 1000 + idx + 1;
      rows.push({ gameId, kindIdx, idx, brand, kind, themeId: 50000 + gameId, title });
    });
  });
  return rows;
}
