// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import configure from '../vite.config.ts';

/**
 * Fail closed: a production build with a Firebase setting that is present but
 * wrong stops, naming the setting, instead of shipping an app that quietly
 * runs every customer on the Demo backend in their own browser.
 */
const build = () =>
  (configure as (env: { command: 'build' | 'serve'; mode: string }) => unknown)({
    command: 'build',
    mode: 'production',
  });

afterEach(() => {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('VITE_FIREBASE_')) delete process.env[name];
  }
});

describe('the production build', () => {
  it('builds the Demo app when no Firebase setting is present', () => {
    expect(build()).toMatchObject({ build: { assetsDir: 'static' } });
  });

  it('stops on a Firebase setting that is present but wrong, naming it', () => {
    process.env['VITE_FIREBASE_API_KEY'] = 'AIzaSyDk3Jq8h9XvT5mN2pL7rW4sB6cE1fG0aHb';
    expect(build).toThrow(/VITE_FIREBASE_API_KEY is set but VITE_FIREBASE_PROJECT_ID is not/);
    process.env['VITE_FIREBASE_PROJECTID'] = 'nabagram-town';
    expect(build).toThrow(/VITE_FIREBASE_PROJECTID/);
  });
});
