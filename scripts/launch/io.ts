import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** How the launch talks to the volunteer: a terminal, or a test's script. */
export interface Io {
  say(text: string): void;
  ask(question: string): Promise<string>;
  /** A question whose answer is not shown as it is typed (a password, a token). */
  askHidden(question: string): Promise<string>;
}

/** The terminal: readline, one question at a time; a hidden answer echoes nothing. */
export function terminalIo(): Io & { close(): void } {
  let hidden = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const ask = async (question: string) => (await lines.question(question)).trim();
  return {
    say: (text) => console.log(text),
    ask,
    async askHidden(question) {
      process.stdout.write(question);
      hidden = true;
      try {
        return await lines.question('');
      } finally {
        hidden = false;
        process.stdout.write('\n');
      }
    },
    close: () => lines.close(),
  };
}
