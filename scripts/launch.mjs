#!/usr/bin/env node
// `npm run launch`: takes a volunteer from a Google account to a running town
// (docs/launch.md). The launch itself is TypeScript under scripts/launch/, so
// it checks what it writes with the app's own schemas and bounds (src/lib,
// src/config/env.ts); Vite's module runner loads it, as Vite loads
// vite.config.ts.
import { join } from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport(join(import.meta.dirname, 'launch/main.ts'), {
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.launchFromTerminal(process.argv.slice(2));
