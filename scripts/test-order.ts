// Why our own: Vitest has no setting to keep test files of one environment together.
import { readFileSync } from 'node:fs';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The order Vitest runs the unit test files in. With `isolate: false` a
 * worker passes on to the next file only when that file runs in the same
 * environment (happy-dom or node); otherwise it is stopped and a new one
 * loads the DOM and the libraries again. In Vitest's own order (the longest
 * first when it has timings, the largest first in a fresh clone) the two
 * kinds alternate, and a fresh clone's unit step took 73 s against 60 s
 * with the timings. Here the files in the DOM come first, then those in
 * node, each kind in Vitest's order, or shuffled by `--sequence.shuffle` (which
 * checks that no file depends on another having run first).
 */
export class SameEnvironmentTogether implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  private async base() {
    // Loaded here, not at the top: vite.config.ts is read by every build too.
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.vitest);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.vitest.config.sequence;
    const ordered = shuffle ? seededShuffle(files, seed) : await (await this.base()).sort(files);
    const inNode = ordered.filter(runsInNode);
    return [...ordered.filter((file) => !inNode.includes(file)), ...inNode];
  }
}

function runsInNode(file: TestSpecification): boolean {
  return /@vitest-environment node\b/.test(readFileSync(file.moduleId, 'utf8').slice(0, 500));
}

/** The same order for the same seed, so a shuffled run that failed can be run again. */
function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const shuffled = [...items];
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}
