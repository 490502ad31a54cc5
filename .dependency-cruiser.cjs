// The layering rules of docs/architecture.md, "Layering the tools keep", checked by
// dependency-cruiser on every `npm run lint` (`depcruise apps packages --config`). Each rule's
// comment says what to do instead. Type-only imports count (tsPreCompilationDeps). What an import
// graph cannot see (which tables a repository writes, transactions) is scripts/check-layers.mjs.
// scripts/dependency-cruiser.test.ts breaks each rule once in a small tree to prove it is enforced.

const API = '^apps/api/src';
const WEB = '^apps/web/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'routes-not-to-repo',
      severity: 'error',
      comment:
        'A routes file imports no repository (routes → service → repository): call a function of ' +
        "the module's service, which calls the repository.",
      from: { path: `${API}/.+\\.routes\\.ts$` },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'repo-not-to-service',
      severity: 'error',
      comment:
        'A repository imports no service: it only reads and writes rows. Move the rule into the ' +
        'service, which calls the repository, or what both need into lib/.',
      from: { path: `${API}/.+\\.repo\\.ts$` },
      to: { path: '\\.service\\.ts$' },
    },
    {
      name: 'repo-not-to-routes',
      severity: 'error',
      comment:
        'A repository imports no routes file: routes sit above the service. Move what both need ' +
        'into packages/shared (wire shapes) or lib/.',
      from: { path: `${API}/.+\\.repo\\.ts$` },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'service-not-to-routes',
      severity: 'error',
      comment:
        'A service imports no routes file: routes call services, not the other way. Move what ' +
        'both need into packages/shared (wire shapes) or lib/.',
      from: { path: `${API}/.+\\.service\\.ts$` },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'no-other-modules-repo',
      severity: 'error',
      comment:
        "A module's routes or service imports no other module's repository: call that module's " +
        'service, which owns its rows and rules.',
      from: { path: `${API}/modules/([^/]+)/.+\\.(routes|service)\\.ts$` },
      to: { path: `${API}/modules/[^/]+/.+\\.repo\\.ts$`, pathNot: `${API}/modules/$1/` },
    },
    {
      name: 'repo-outside-module',
      severity: 'error',
      comment:
        'A repository lives in its module (apps/api/src/modules/<feature>/<name>.repo.ts), the only ' +
        'place with SQL for the feature: move it into the module that owns its tables.',
      // Reported once per import of the misplaced file: every repository imports something.
      from: { path: '\\.repo\\.ts$', pathNot: `${API}/modules/[^/]+/` },
      to: {},
    },
    {
      name: 'lib-db-not-to-modules',
      severity: 'error',
      comment:
        'apps/api/src/lib/ and apps/api/src/db/ sit below the modules and import none of them: ' +
        'pass what they need in as a parameter, or move the code into the module.',
      from: { path: `${API}/(lib|db)/` },
      to: { path: `${API}/modules/` },
    },
    {
      name: 'schema-not-to-lib-modules',
      severity: 'error',
      comment:
        'The Drizzle schema (apps/api/src/db/schema/) is the bottom layer, read by drizzle-kit on ' +
        'its own: it imports nothing from lib/ or modules/ (only drizzle-orm and its own files).',
      from: { path: `${API}/db/schema/` },
      to: { path: `${API}/(lib|modules)/` },
    },
    {
      name: 'web-feature-not-to-other-feature',
      severity: 'error',
      comment:
        'A web feature imports no other feature: move what both need to apps/web/src/components/ ' +
        'or apps/web/src/lib/; only apps/web/src/app/ puts features together.',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'web-shared-not-to-features',
      severity: 'error',
      comment:
        'apps/web/src/components/ and apps/web/src/lib/ import no feature: they serve every ' +
        'feature; only apps/web/src/app/ puts features together.',
      from: { path: `${WEB}/(components|lib)/` },
      to: { path: `${WEB}/features/` },
    },
    {
      name: 'site-only-content-api',
      severity: 'error',
      comment:
        'The reader site (apps/site) reads everything through the content API over HTTP: it imports ' +
        'no code of apps/api or apps/web and no database client; only packages/shared (docs/site.md). ' +
        'Call the content API (apps/site/src/lib/site-data.ts) instead. Its tests may start a real ' +
        'API to read from.',
      from: { path: '^apps/site/', pathNot: '\\.test\\.tsx?$|^apps/site/src/test/' },
      to: {
        path: '^(apps/(api|web)/|node_modules/(drizzle-orm|pg|pg-[a-z-]+|@electric-sql/pglite|ioredis)/)',
      },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment:
        'packages/shared is the contract both apps import; it imports nothing of apps/: move the ' +
        'code it needs into packages/shared.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
