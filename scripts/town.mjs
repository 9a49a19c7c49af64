#!/usr/bin/env node
// `npm run town -- export FILE [--orders]` / `npm run town -- import FILE`:
// loads functions/src/town-command.ts (TypeScript, and the app's own src/lib format code)
// through Vite's module runner, as Node 20 cannot run TypeScript itself.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('../functions/src/town-command.ts', import.meta.url).pathname,
  {
    configFile: false,
    logLevel: 'warn',
  },
);
try {
  process.exitCode = await module.runTownCommand(process.argv.slice(2), module.realTools);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
