// The server's modules import one another one way: lower modules (people and organisations, files, documents,
// mail) never import the features that use them. `npm run lint:modules` fails on any cycle between the folders
// of src/server/modules (Biome's cycle rule works file by file and cannot see a cycle between folders).
// The module map and the order they import in: docs/modules.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-modules',
      comment:
        'Two module folders import each other, directly or through others: let the lower one not know the higher.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/modules/[^/]+' },
      to: { path: '^src/server/modules/[^/]+', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
  },
}
