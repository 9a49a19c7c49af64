/**
 * What the full Firestore SDK gets when it imports `re2js` (vite.config.ts
 * points the name here). The SDK needs a regular-expression engine only to
 * evaluate a pipeline's `like`, `regex_contains` and `regex_match` in the
 * browser, and Town Services runs no pipelines; RE2's own engine would add
 * 45 kB to every staff session. JavaScript's RegExp (with the `u` flag)
 * reads the patterns the two dialects share alike; a pattern it cannot read
 * throws, which the SDK reports as an invalid pattern, as it does for RE2.
 */
export class RE2JS {
  static compile(pattern: string): RE2JS {
    return new RE2JS(pattern);
  }

  private readonly anywhere: RegExp;
  private readonly whole: RegExp;

  private constructor(pattern: string) {
    this.anywhere = new RegExp(pattern, 'u');
    this.whole = new RegExp(`^(?:${pattern})$`, 'u');
  }

  /** Whether the pattern matches the whole text. */
  matches(text: string): boolean {
    return this.whole.test(text);
  }

  /** Whether the pattern matches somewhere in the text. */
  test(text: string): boolean {
    return this.anywhere.test(text);
  }
}
