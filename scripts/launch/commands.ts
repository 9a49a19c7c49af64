import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

/** A command that failed, with what it said. */
export class CommandFailed extends Error {
  constructor(
    readonly command: string,
    readonly said: string,
  ) {
    super(`${command} failed: ${said}`);
    this.name = 'CommandFailed';
  }
}

export interface CommandRunner {
  /** A firebase command that only reads; its `--json` result. Runs in a dry run too. */
  read<T>(args: string[]): Promise<T | undefined>;
  /**
   * A firebase command that changes the project: printed, and run unless this
   * is a dry run (then it returns undefined). `input` goes to its standard input.
   */
  change<T>(args: string[], options?: { input?: string }): Promise<T | undefined>;
  /** A long command whose own output and questions go straight to the terminal. */
  inTerminal(command: string, args: string[]): Promise<boolean>;
}

export interface RunnerSettings {
  /** The town's folder: firebase.json, .env, dist/. */
  root: string;
  /** This repository's node_modules/.bin, looked in after the PATH. */
  binFolder: string;
  env: NodeJS.ProcessEnv;
  dryRun: boolean;
  say(text: string): void;
}

const quoted = (arg: string) => (/^[\w@%+=:,./()-]+$/.test(arg) ? arg : JSON.stringify(arg));
export const commandLine = (command: string, args: string[]) =>
  [command, ...args].map(quoted).join(' ');

interface JsonAnswer {
  status?: string;
  result?: unknown;
  error?: string;
}

/** What `firebase … --json` printed; null when it printed no JSON (then its words are said). */
function jsonAnswer(stdout: string): JsonAnswer | null {
  try {
    return JSON.parse(stdout) as JsonAnswer;
  } catch {
    return null;
  }
}

/**
 * Runs the official `firebase` CLI, found by name on the PATH with this
 * repository's node_modules/.bin last (so a test can put a fake first).
 */
export function commandRunner({
  root,
  binFolder,
  env,
  dryRun,
  say,
}: RunnerSettings): CommandRunner {
  const childEnv = {
    ...env,
    PATH: `${env['PATH'] ?? ''}${delimiter}${binFolder}`,
    NO_UPDATE_NOTIFIER: '1',
  };

  function capture(args: string[], input?: string): Promise<unknown> {
    const full = [...args, '--json'];
    return new Promise((resolve, reject) => {
      const child = spawn('firebase', full, { cwd: root, env: childEnv, stdio: 'pipe' });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('error', (error) =>
        reject(new CommandFailed(commandLine('firebase', args), error.message)),
      );
      child.on('close', (code) => {
        const answer = jsonAnswer(stdout);
        if (code === 0 && answer?.status === 'success') resolve(answer.result);
        else {
          const said = answer?.error ?? (stderr.trim() || stdout.trim() || `exit code ${code}`);
          reject(new CommandFailed(commandLine('firebase', args), said));
        }
      });
      child.stdin.end(input ?? '');
    });
  }

  return {
    async read<T>(args: string[]) {
      if (dryRun) say(`  runs: ${commandLine('firebase', args)}`);
      return (await capture(args)) as T | undefined;
    },
    async change<T>(args: string[], options: { input?: string } = {}) {
      say(`  ${dryRun ? 'would run' : '$'} ${commandLine('firebase', args)}`);
      if (dryRun) return undefined;
      return (await capture(args, options.input)) as T | undefined;
    },
    inTerminal(command: string, args: string[]) {
      say(`  ${dryRun ? 'would run' : '$'} ${commandLine(command, args)}`);
      if (dryRun) return Promise.resolve(true);
      return new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit' });
        child.on('error', () => resolve(false));
        child.on('close', (code) => resolve(code === 0));
      });
    },
  };
}

export const binFolderOf = (repositoryRoot: string) => join(repositoryRoot, 'node_modules/.bin');
