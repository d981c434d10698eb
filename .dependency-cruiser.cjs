/** The arrows of ARCHITECTURE.md: core is pure; server and web never import each other. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'src/core runs in the browser, the server and tests alike: no React, DOM or Node APIs.',
      severity: 'error',
      from: { path: '^src/core' },
      to: {
        pathNot: ['^src/core', '^node_modules/(zod|eventsource-parser|yaml|minisearch)/'],
      },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^src/core' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/(web|desktop)' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/(server|desktop)' },
    },
    {
      name: 'web-no-node-builtins',
      severity: 'error',
      from: { path: '^src/web' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'desktop-not-web-source',
      comment: 'The desktop shell loads the built web app; it does not import its source.',
      severity: 'error',
      from: { path: '^src/desktop' },
      to: { path: '^src/web' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
