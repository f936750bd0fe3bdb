// 200 bet-order-like rows (same fields and value ranges as the mock's), deterministic, for the bare table when
// the console's own rows could not be captured.
const GAMES = ['Jungle Delight', 'Fortune Ox', 'Mahjong Ways', 'Lucky Neko', 'Dragon Hatch', 'Ganesha Gold'];

export function generatedRows(count) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pad = (n) => String(n).padStart(2, '0');
  const base = Date.UTC(2026, 0, 15, 16, 0, 0);
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const bet = [0.5, 1, 2.5, 5, 10, 50, 100, 500][Math.floor(next() * 8)];
    const win = next() < 0.35 ? Math.round(bet * next() * 900) / 100 : 0;
    const at = new Date(base + i * 37_000);
    const time = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
    const playerId = 880001 + Math.floor(next() * 600);
    rows.push({
      id: `2077${playerId}${String(i).padStart(6, '0')}01`,
      pid: `2077${playerId}${String(i).padStart(6, '0')}`,
      playerId,
      gameName: GAMES[Math.floor(next() * GAMES.length)],
      currencyCode: 'CNY',
      betAmount: bet,
      boundsAmount: win,
      winAmount: Math.round((win - bet) * 100) / 100,
      clearCount: Math.floor(next() * 6),
      clearCountFree: Math.floor(next() * 3),
      prizePoolAmount: Math.round(bet * 1.5) / 100,
      prizePoolWinAmount: 0,
      status: next() < 0.02 ? 2 : 1,
      betTime: time,
      balanceTime: time,
    });
  }
  return rows;
}
