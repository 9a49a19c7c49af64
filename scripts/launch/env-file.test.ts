// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEnvText, withSettings } from './env-file.ts';

describe('.env as the launch writes it', () => {
  it('sets each setting in place or at the end and keeps every other line', () => {
    const before =
      '# mine\nVITE_TOWN_NAME="Kalna, West Bengal"\nVITE_FIREBASE_PROJECT_ID=old-town\n\nEXTRA=1';
    const after = withSettings(before, {
      VITE_FIREBASE_PROJECT_ID: 'kalna-town',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(after).toBe(
      '# mine\nVITE_TOWN_NAME="Kalna, West Bengal"\nVITE_FIREBASE_PROJECT_ID=kalna-town\n\nEXTRA=1\nVITE_FIREBASE_APP_ID=1:2:web:3\n',
    );
    expect(readEnvText(after)).toEqual({
      VITE_TOWN_NAME: 'Kalna, West Bengal',
      VITE_FIREBASE_PROJECT_ID: 'kalna-town',
      EXTRA: '1',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
  });

  it('leaves a file that already says it all exactly as it was', () => {
    const text = 'VITE_FIREBASE_PROJECT_ID=kalna-town\n';
    expect(withSettings(text, { VITE_FIREBASE_PROJECT_ID: 'kalna-town' })).toBe(text);
  });
});
