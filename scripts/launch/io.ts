import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** How the launch talks to the volunteer: a terminal, or a test's script. */
export interface Io {
  say(text: string): void;
  ask(question: string): Promise<string>;
  /** A question whose answer is not shown as it is typed (a password, a token). */
  askHidden(question: string): Promise<string>;
}

/**
 * The terminal, one line per answer. Lines are read through one iterator,
 * which keeps those typed (or piped in) ahead of their question; a hidden
 * answer is not echoed.
 */
export function terminalIo(): Io & { close(): void } {
  let hidden = false;
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({
    input: process.stdin,
    output: echo,
    terminal: process.stdin.isTTY,
  });
  const answers = lines[Symbol.asyncIterator]();
  const next = async () => {
    const line = await answers.next();
    if (line.done) throw new Error('The answers ended before the questions did.');
    return String(line.value).trim();
  };
  return {
    say: (text) => console.log(text),
    async ask(question) {
      process.stdout.write(question);
      return next();
    },
    async askHidden(question) {
      process.stdout.write(question);
      hidden = true;
      try {
        return await next();
      } finally {
        hidden = false;
        process.stdout.write('\n');
      }
    },
    close: () => lines.close(),
  };
}
