// Seeded randomness so the mock data is the same on every machine and every reload of a day.
export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  money(min: number, max: number): number;
};

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the joined parts, so seeds like ('day', 880001, 20410) stay independent. */
export function hashSeed(...parts: (string | number)[]): number {
  // Over the joined text's code points, each by its first UTF-16 unit, without joining: it runs for every generated
  // order and round, and the string it used to build was most of the generators' garbage.
  let h = 0x811c9dc5;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) h = Math.imul(h ^ 0x7c, 0x01000193);
    const text = String(parts[p]);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      h = Math.imul(h ^ unit, 0x01000193);
      // A surrogate pair is one code point: its second unit is not hashed.
      if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) i += 1;
      }
    }
  }
  return h >>> 0;
}

const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

/** `h`, a `hashSeed`, carried on over the decimal digits of `n` (an int32 ≥ 0) zero-padded to `width`, as if they
 * ended its last part: `hashDigits(hashSeed('a', 'x'), 7, 2) === hashSeed('a', 'x07')` (FNV-1a runs left to right),
 * so ids that share a prefix hash it once. Integer steps only: it runs for every generated order of a walk. */
export function hashDigits(h: number, n: number, width: number): number {
  let digits = width;
  while (digits < POW10.length && n >= POW10[digits]!) digits += 1;
  let x = h;
  for (let i = digits - 1; i >= 0; i--) x = Math.imul(x ^ (48 + (((n / POW10[i]!) | 0) % 10)), 0x01000193);
  return x >>> 0;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** mulberry32 as an object: one per seeded stream, with the helpers on its prototype (the generators make one per
 * player and day, and a closure per helper per stream was most of what they allocated). */
class SeededRng implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let x = this.state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    const span = max - min + 1;
    // For a span in (0, 2^31] the product is a non-negative int32 range, where `| 0` is Math.floor (and cheaper:
    // every generated order draws four of these).
    return span > 0 && span <= 0x80000000 ? min + ((this.next() * span) | 0) : min + Math.floor(this.next() * span);
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    // Index loops, not reduce and destructuring for-of: a payout draw of every generated round runs this.
    let total = 0;
    for (let i = 0; i < items.length; i++) total += items[i]![1];
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      const entry = items[i]!;
      roll -= entry[1];
      if (roll < 0) return entry[0];
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('pick from an empty list');
    return last[0];
  }

  money(min: number, max: number): number {
    return round2(min + this.next() * (max - min));
  }
}

export function createRng(...seed: (string | number)[]): Rng {
  return new SeededRng(hashSeed(...seed));
}
