// The slot catalogue; gids start at 1001 like the platform's game ids.
export type Game = { gid: number; name: string };

const NAMES = [
  'Fortune Tiger',
  'Mahjong Ways',
  'Mahjong Ways 2',
  'Fortune Ox',
  'Fortune Rabbit',
  'Fortune Mouse',
  'Lucky Neko',
  'Treasures of Aztec',
  'Wild Bandito',
  'Ganesha Gold',
  'Dragon Hatch',
  'Caishen Wins',
  'Leprechaun Riches',
  'Candy Burst',
  'Gates of Olympus',
  'Starlight Princess',
  'Wild Bounty Showdown',
  'Double Fortune',
  'Jungle Delight',
  'Queen of Bounty',
  'Dragon Tiger Luck',
  'Phoenix Rises',
  "Egypt's Book of Mystery",
  'Cocktail Nights',
] as const;

export const GAMES: readonly Game[] = NAMES.map((name, i) => ({ gid: 1001 + i, name }));

export function gameName(gid: number): string {
  return GAMES.find((g) => g.gid === gid)?.name ?? String(gid);
}
