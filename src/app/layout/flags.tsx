// Small inline flags for the language and currency pickers: drawn here (no image requests, no emoji, which
// Windows does not render as flags). Decorative: the label next to them carries the meaning.
import type { ReactNode } from 'react';
import type { Country } from '@/lib/client-prefs';

function star(cx: number, cy: number, r: number, rotate = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = (Math.PI / 5) * i - Math.PI / 2 + rotate;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const drawings: Record<Country, ReactNode> = {
  cn: (
    <>
      <rect width="30" height="20" fill="#EE1C25" />
      <polygon points={star(5, 5, 3)} fill="#FFFF00" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([x, y]) => (
        <polygon key={`${x}-${y}`} points={star(x!, y!, 1, 0.6)} fill="#FFFF00" />
      ))}
    </>
  ),
  us: (
    <>
      <rect width="30" height="20" fill="#FFFFFF" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={(i * 20) / 6.5} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="12" height={(20 * 7) / 13} fill="#3C3B6E" />
    </>
  ),
  br: (
    <>
      <rect width="30" height="20" fill="#009B3A" />
      <polygon points="15,2 28,10 15,18 2,10" fill="#FEDF00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
};

export function Flag({ country }: { country: Country }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="20"
      height="14"
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', verticalAlign: 'middle', flex: 'none' }}
    >
      {drawings[country]}
    </svg>
  );
}
