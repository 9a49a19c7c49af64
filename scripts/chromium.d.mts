// Types for scripts/chromium.mjs, so playwright.config.ts (type-checked by
// `tsc -b` through tsconfig.node.json) can import the shared helper.
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const STANDARD_FLAGS: readonly string[];
export declare const INSTALL_HINT: string;
export declare const HEADLESS_SHELL_HINT: string;
export declare function locateChromium(
  env?: NodeJS.ProcessEnv,
  options?: { forTests?: boolean },
): { path: string; source: string } | { path: null; problem: string };
export declare function requireChromium(
  env?: NodeJS.ProcessEnv,
  options?: { forTests?: boolean },
): string;
export declare function runningAsRoot(): boolean;
export declare function chromiumFlags(options?: { forPlaywright?: boolean }): string[];
