/**
 * The layers of the console (docs/ARCHITECTURE.md), checked by `npm run lint`:
 * imports point one way, and no module reaches itself again through its imports.
 * Type-only imports count: a cycle of types is a cycle a reader must follow.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import circle in server/ or src/: a reader cannot find where it starts.',
      severity: 'error',
      from: { path: '^(server|src)/' },
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      comment: 'src/engine is shared by browser and server: it imports neither server/, browser code nor the definitions.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^(server|src/(?!engine/)|reports|models)/' },
    },
    {
      name: 'engine-has-no-node',
      comment: 'src/engine runs in the browser: no node: modules.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-has-no-react',
      comment: 'src/engine is headless: components live in src/renderers and src/shell.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '(^|/)node_modules/(@types/)?(react|react-dom|react-i18next|valtio)/' },
    },
    {
      name: 'definitions-import-only-the-engine',
      comment: 'reports/ and models/ are declarations: they import src/engine, their own shared files and named kinds\' specs, nothing else.',
      severity: 'error',
      from: { path: '^(reports|models)/' },
      to: { pathNot: '^((src/engine|reports|models)/|server/compiler/kinds/[^/]+/spec\\.ts$)' },
    },
    {
      name: 'kind-spec-is-a-declaration',
      comment: 'A named kind\'s spec (server/compiler/kinds/<kind>/spec.ts) is read by reports and the engine\'s registry: it imports only src/engine.',
      severity: 'error',
      from: { path: '^server/compiler/kinds/[^/]+/spec\\.ts$' },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'browser-never-imports-server',
      comment: 'The browser bundle must not carry server code.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'warehouse-below-compiler',
      comment: 'The compiler reads the warehouse; the warehouse knows nothing of the compiler.',
      severity: 'error',
      from: { path: '^server/warehouse/' },
      to: { path: '^server/compiler/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6'],
  },
};
