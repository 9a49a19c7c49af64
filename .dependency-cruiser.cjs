/**
 * The floors of src/ and which way imports may point (docs/architecture.md):
 *
 *   app → features → widgets → components · stores · data → backend → server → port → config → lib
 *
 * A floor may import the ones below it, never one above, and nothing may
 * import in a circle. `npm test` runs this (npm run lint:deps).
 */
const floor = (name) => `^src/${name}/`;

/** The floors from the top down; floors in one row sit side by side. */
const floors = [
  ['app'],
  ['features'],
  ['widgets'],
  ['components'],
  ['stores', 'data'],
  ['backend'],
  ['server'],
  ['port', 'config'],
  ['lib'],
];

/**
 * Below its floor, what a floor still may not import: the server is bundled
 * into the Cloud Functions, which read no browser settings, and the port and
 * the settings know nothing of each other.
 */
const alsoNever = { server: ['config'], port: ['config'], config: ['port'] };

/** Each floor, and the floors it may not import: every floor above it, and its exceptions. */
const above = Object.fromEntries(
  floors.slice(1).flatMap((row, index) =>
    row.map((name) => [
      name,
      [
        ...(alsoNever[name] ?? []),
        ...floors
          .slice(0, index + 1)
          .flat()
          .reverse(),
      ],
    ]),
  ),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports: split the shared part out, below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(above).map(([name, forbiddenFloors]) => ({
      name: `${name}-imports-up`,
      comment: `src/${name} may not import ${forbiddenFloors.join(', ')}: they sit above it.`,
      severity: 'error',
      from: { path: floor(name), pathNot: '(\\.test\\.tsx?$|/__tests__/)' },
      to: { path: `^src/(${forbiddenFloors.join('|')})/` },
    })),
    {
      name: 'features-apart',
      comment: 'Features do not import one another; what two share goes down a floor.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'firebase-in-its-adapter',
      comment: 'Only src/backend/firebase (and the Cloud Functions) import the Firebase SDK.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/backend/firebase/|\\.test\\.tsx?$|/__tests__/' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'screens-call-the-server',
      comment: 'Screens ask the server through backend.call; only the Demo adapter runs its code.',
      severity: 'error',
      from: {
        path: '^src/(app|features|widgets|components|stores|data)/',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/testing/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
