import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts scripts/serve.mjs in a child process with `args` (say `--port 0`)
 * and resolves, once it prints where it listens, with its origin and a stop
 * function; for the benches, which serve a build while they measure it.
 */
export function startServeChild(root, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    const onData = (data) => {
      buffered += data;
      const origin = buffered.match(/https?:\/\/[^\s/]+/)?.[0];
      if (!origin) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolvePromise({
        origin,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`scripts/serve.mjs exited early (code ${code})`)),
    );
    child.once('error', reject);
  });
}
