// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { umdAsModule } from './umd-as-module';

describe('a UMD library read as an ES module', () => {
  it('gives papaparse as its default export, with no CommonJS left for the bundler to wrap', async () => {
    const file = createRequire(import.meta.url).resolve('papaparse/papaparse.min.js');
    const plugin = umdAsModule(/papaparse\.min\.js$/);
    const transform = plugin.transform as {
      filter: { id: RegExp };
      handler: (code: string, id: string) => { code: string };
    };
    expect(transform.filter.id.test(file)).toBe(true);
    const { code } = transform.handler(readFileSync(file, 'utf8'), file);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as { default: { parse: (text: string) => { data: string[][] } } };
    expect(module.default.parse('a,b\n1,2').data).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
