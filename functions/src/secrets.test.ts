// @vitest-environment node
// The bot token lives only in Secret Manager, bound to the functions. These
// checks keep it (and any direct call to Telegram) out of the web app's
// sources and build settings, where anyone could read it from the bundle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsSrc = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(functionsSrc, '..', '..');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function webAppFiles(): string[] {
  const rootFiles = readdirSync(repoRoot)
    .filter((name) => name.startsWith('.env') || /^(index\.html|vite\.config\.ts)$/.test(name))
    .map((name) => join(repoRoot, name));
  return [
    ...filesUnder(join(repoRoot, 'src')),
    ...filesUnder(join(repoRoot, 'public')),
    ...rootFiles,
  ].filter((path) => /\.(tsx?|jsx?|mjs|html|json|webmanifest)$|\/\.env/.test(path));
}

describe('the Telegram bot token stays server-side', () => {
  it('is declared as a Secret Manager secret, not a plain parameter', () => {
    const index = readFileSync(join(functionsSrc, 'index.ts'), 'utf8');
    expect(index).toMatch(/defineSecret\('TELEGRAM_BOT_TOKEN'/);
    expect(index).not.toMatch(/defineString\('TELEGRAM_BOT_TOKEN'/);
    expect(index).toMatch(/secrets: \[telegramBotToken\]/);
  });

  it('is never named by the web app, nor is Telegram called from it', () => {
    const files = webAppFiles();
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((path) => {
      const text = readFileSync(path, 'utf8');
      return (
        /VITE_\w*(TELEGRAM|BOT_TOKEN)/i.test(text) ||
        text.includes('TELEGRAM_BOT_TOKEN') ||
        text.includes('api.telegram.org')
      );
    });
    expect(offenders.map((path) => relative(repoRoot, path))).toEqual([]);
  });
});
