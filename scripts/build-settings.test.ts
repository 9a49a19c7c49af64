// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import configure from '../vite.config.ts';

/**
 * Fail closed: a production build with a setting that is unknown, or present
 * but wrong, or with no backend chosen by name, stops and says which, instead
 * of shipping an app that quietly runs every customer on the Demo backend in
 * their own browser.
 */
const build = () =>
  (configure as (env: { command: 'build' | 'serve'; mode: string }) => unknown)({
    command: 'build',
    mode: 'production',
  });

afterEach(() => {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('VITE_')) delete process.env[name];
  }
});

describe('the production build', () => {
  it('builds the Demo app only when it is asked for by name', () => {
    expect(build).toThrow(/No Firebase project is set.*VITE_BACKEND=demo npm run build/);
    process.env['VITE_BACKEND'] = 'demo';
    expect(build()).toMatchObject({ build: { assetsDir: 'static' } });
  });

  it('stops on a setting with a mistyped prefix, naming the one it was meant to be', () => {
    process.env['VITE_BACKEND'] = 'demo';
    process.env['VITE_FIRBASE_PROJECT_ID'] = 'nabagram-town';
    expect(build).toThrow(
      /VITE_FIRBASE_PROJECT_ID is not a setting this app knows\. Did you mean VITE_FIREBASE_PROJECT_ID\?/,
    );
  });

  it('stops on a Firebase setting that is present but wrong, naming it', () => {
    process.env['VITE_FIREBASE_API_KEY'] = 'AIzaSyDk3Jq8h9XvT5mN2pL7rW4sB6cE1fG0aHb';
    expect(build).toThrow(/VITE_FIREBASE_API_KEY is set but VITE_FIREBASE_PROJECT_ID is not/);
    process.env['VITE_FIREBASE_PROJECTID'] = 'nabagram-town';
    expect(build).toThrow(/VITE_FIREBASE_PROJECTID/);
  });
});
