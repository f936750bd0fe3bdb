// command-score ships no types: the one function kbar ranks palette entries with (src/app/palette/palette-matches.ts).
declare module 'command-score' {
  /** 0 when `query` does not match `text`, up to 1 for a whole contiguous match. */
  function commandScore(text: string, query: string): number;
  export = commandScore;
}
