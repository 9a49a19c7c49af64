// Why our own: the Auth emulator (firebase-tools) compiles a validator for
// every operation of its REST API as it starts, 15 s of CPU on these 2-core
// machines, spent beside the static checks in every `npm test`. exegesis, the
// library it validates with, can compile each one when first used instead;
// firebase-tools offers no setting for it, so scripts/test.mjs preloads this
// file into the emulator (NODE_OPTIONS=--import) to make that exegesis's
// default. Requests are validated as before. If a later exegesis moves its
// options, this does nothing and the emulator starts as slowly as it did.
import { createRequire } from 'node:module';
import { basename } from 'node:path';

// The functions' own processes inherit NODE_OPTIONS; only the CLI needs this.
if (/^firebase(\.js)?$/.test(basename(process.argv[1] ?? ''))) {
  try {
    const fromFirebaseTools = createRequire(
      createRequire(import.meta.url).resolve('firebase-tools/package.json'),
    );
    const exegesisOptions = fromFirebaseTools('exegesis/lib/options');
    const compileOptions = exegesisOptions.compileOptions;
    if (typeof compileOptions === 'function') {
      exegesisOptions.compileOptions = (given = {}) =>
        compileOptions({ lazyCompileValidationSchemas: true, ...given });
    }
  } catch {
    // firebase-tools or exegesis not where expected: start as usual.
  }
}
