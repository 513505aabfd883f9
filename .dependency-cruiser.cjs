/**
 * Architecture lint (issue 9, docs/ARCHITECTURE.md): which part of the shop may import which.
 * `pnpm lint:architecture` runs it over the tree; tools/architecture/tests plant one violation per
 * rule and check that the rule fires. Paths are relative to the repository root.
 *
 * Remotes are `mfe-*` and `shell` (the shell follows the same layout rules where it has the folders).
 */

/** A remote's folder: `mfe-catalog`, ..., `shell`. Group 1 is the remote. */
const REMOTE = '^(mfe-[^/]+|shell)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- the API -------------------------------------------------------------------------------
    {
      name: 'api-module-internals',
      comment:
        "An API module reaches another module only through its public door, `modules/<other>/index.ts` (routes, service, queries stay private). Move what is needed behind the other module's index.",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-module-cycle',
      comment:
        'API modules form a graph without cycles: module A using module B that (directly or not) uses A again. Move the shared part into api/src/shared or let one module own it.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: '^api/src/modules/$1/', circular: true },
    },
    {
      name: 'api-platform-imports-domain',
      comment:
        'Platform (config, db, plugins, errors) is server-wide machinery: it never imports a module or a provider. Modules and providers are wired in app.ts, the composition root.',
      severity: 'error',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/(modules|providers)/' },
    },
    {
      name: 'api-provider-imports-module',
      comment:
        'A provider (captcha, tax, payments, mail, storage) is an edge adapter: it imports platform (and shared value code) only, never a module.',
      severity: 'error',
      from: { path: '^api/src/providers/' },
      to: { path: '^api/src/modules/' },
    },

    // ---- the remotes (mfe-*, shell) -----------------------------------------------------------
    {
      name: 'remote-imports-other-remote',
      comment:
        "Remotes meet only through shared-contracts (events, types), shared-kit (http client, UI kit) and fragments lent through the shell's fragment host; never by importing each other's files (tests included).",
      severity: 'error',
      from: { path: REMOTE },
      to: { path: REMOTE, pathNot: '^$1/' },
    },
    {
      name: 'remote-imports-api',
      comment:
        "A remote's code never imports the API's code: it calls the API over HTTP through shared-contracts. (Tests: see remote-test-imports-api-internals.)",
      severity: 'error',
      from: { path: REMOTE, pathNot: `${REMOTE}tests/` },
      to: { path: '^api/' },
    },
    {
      name: 'remote-test-imports-api-internals',
      comment:
        'A remote\'s tests start the real API through its test kit, imported by package name (`api/testkit`, devDependency "api": "workspace:*"), never by a path into api/src.',
      severity: 'error',
      from: { path: `${REMOTE}tests/` },
      to: {
        path: '^api/',
        pathNot: '^api/(src/)?testkit/',
      },
    },
    {
      name: 'remote-test-reaches-testkit-by-path',
      comment:
        'The API test kit is imported as `api/testkit` (the package), not by a relative path into the api folder.',
      severity: 'error',
      from: { path: `${REMOTE}tests/` },
      to: { path: '^api/(src/)?testkit/', dependencyTypes: ['local'] },
    },
    {
      name: 'feature-imports-other-feature',
      comment:
        "Inside a remote, a feature never imports another feature (src/features/A -> src/features/B). What two features share moves to the remote's src/shared/.",
      severity: 'error',
      from: { path: `${REMOTE}src/features/([^/]+)/` },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'Imports flow one way: shared/ -> features/ -> app/, fragments/, lifecycles. A feature never imports app/, fragments/ or the lifecycles that compose it.',
      severity: 'error',
      from: { path: `${REMOTE}src/features/` },
      to: { path: '^$1/src/(app/|fragments/|lifecycles\\.tsx$|cart-lifecycles\\.tsx$|standalone\\.tsx$)' },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment:
        "A remote's src/shared/ is the bottom layer: it never imports a feature, app/, fragments/ or the lifecycles.",
      severity: 'error',
      from: { path: `${REMOTE}src/shared/` },
      to: { path: '^$1/src/(features/|app/|fragments/|lifecycles\\.tsx$|cart-lifecycles\\.tsx$|standalone\\.tsx$)' },
    },

    // ---- shared-contracts ----------------------------------------------------------------------
    {
      name: 'contracts-import-app-part',
      comment:
        'shared-contracts is what every part builds on; it imports no part of the shop (remotes, shell, api), or every remote would drag that part in.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^(mfe-[^/]+|shell|api|e2e|bench)/' },
    },
    // ---- the shared packages: contracts, kit, build (issue 32 item 22) --------------------------
    {
      name: 'contracts-import-react',
      comment:
        'shared-contracts is data and types (api shapes, schemas, events, domain values, design tokens): it imports no React (nor react-dom, the router or jotai), so the API and every non-React consumer take it as it is. React pieces live in shared-kit.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: {
        path: [
          '^(react|react-dom|react-router|react-router-dom|jotai|@types/react|@types/react-dom)(/|$)',
          '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|jotai|@types/react|@types/react-dom)/',
        ],
      },
    },
    {
      name: 'contracts-import-kit-or-build',
      comment:
        'The contracts are the bottom layer: the kit builds on them, never the other way round, and the build tooling is for build configs. shared-contracts imports nothing from shared-kit or shared-build.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^shared-(kit|build)(/|$)' },
    },
    {
      name: 'kit-or-build-imports-app-part',
      comment:
        'shared-kit and shared-build serve every part; like the contracts they import no part of the shop (remotes, shell, api), or every remote would drag that part in.',
      severity: 'error',
      from: { path: '^shared-(kit|build)/' },
      to: { path: '^(mfe-[^/]+|shell|api|e2e|bench)/' },
    },
    {
      name: 'build-imported-outside-build-config',
      comment:
        "shared-build (the Rsbuild and Module Federation configuration, the build plugins, the renderer's test settings) is imported only by a part's build or test configuration (rsbuild*.config.ts, vitest.config.ts), never by code that runs in a page, on a server or in the kit.",
      severity: 'error',
      from: {
        pathNot: [
          '^shared-build/',
          '(^|/)rsbuild\\.config\\.ts$',
          '(^|/)rsbuild\\.[a-z-]+\\.config\\.ts$',
          '(^|/)vitest\\.config\\.ts$',
        ],
      },
      to: { path: '^shared-build(/|$)' },
    },
  ],
  options: {
    // Type-only imports couple parts as much as value imports do.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.run|\\.deploy|\\.data|media)/' },
    moduleSystems: ['es6', 'cjs'],
    // Workspace packages resolve through their package.json exports (shared-kit/*, shared-build/*, api/testkit).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
