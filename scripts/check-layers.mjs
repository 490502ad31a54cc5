// The layering rules of docs/architecture.md, checked on every `npm run lint` (import cycles are
// Biome's noImportCycles, in biome.json). Exits 1 and lists each breach:
//   1. a web feature (apps/web/src/features/<name>/) imports no other feature; components/ and
//      lib/ import no feature at all (only app/, the router and shell, puts features together);
//   2. API routes (*.routes.ts) never import a repository (*.repo.ts): routes → service → repo;
//      lib/ imports no module's repository either (it sits below the modules);
//   3. a module's repository writes (insert/update/delete through Drizzle) only its own tables;
//   4. a repository opens no transaction: services own them (lib/transaction.ts) and pass them in.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function filesUnder(dir, pattern) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true })
    .map((f) => path.join(full, String(f)))
    .filter((f) => pattern.test(f) && fs.statSync(f).isFile());
}

/** Relative imports of a file, resolved to repository paths. */
function relativeImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(
    /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    const spec = match[1] ?? match[2];
    found.push(rel(path.resolve(path.dirname(file), spec)));
  }
  return found;
}

const problems = [];

// 1. Web features
const webSrc = 'apps/web/src';
for (const file of filesUnder(webSrc, /\.(ts|tsx)$/)) {
  const from = rel(file);
  const ownFeature = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
  if (from.startsWith('apps/web/src/app/')) continue;
  for (const target of relativeImports(file)) {
    const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(target)?.[1];
    if (!feature || feature === ownFeature) continue;
    problems.push(
      ownFeature
        ? `${from}: the ${ownFeature} feature imports the ${feature} feature (${target}); move what both need to components/ or lib/`
        : `${from}: shared code imports the ${feature} feature (${target})`,
    );
  }
}

// 2. Routes and lib never reach a repository
const apiSrc = 'apps/api/src';
for (const file of filesUnder(apiSrc, /\.ts$/)) {
  const from = rel(file);
  if (from.endsWith('.test.ts')) continue;
  const isRoutes = from.endsWith('.routes.ts');
  const isLib = from.startsWith('apps/api/src/lib/');
  if (!isRoutes && !isLib) continue;
  for (const target of relativeImports(file)) {
    if (target.endsWith('.repo.ts') && (isRoutes || target.startsWith('apps/api/src/modules/'))) {
      problems.push(`${from}: imports the repository ${target}; go through the module's service`);
    }
  }
}

// 3. A repository writes only the tables of its own module
const OWNER = {
  posts: 'posts',
  users: 'users',
  sessions: 'session',
  banners: 'banners',
  googleAds: 'google-ads',
  polls: 'polls',
  pollItems: 'polls',
  postVisitsDaily: 'visits',
  postVisitTotals: 'visits',
  siteVisitsDaily: 'visits',
  menus: 'menus',
  submenus: 'menus',
  postTypes: 'menus',
  appSettings: 'app',
  appModules: 'app',
  moduleGroups: 'app',
  appSecrets: 'app',
  auditLog: 'audit',
  userTwoFactor: 'two-factor',
  recoveryCodes: 'two-factor',
  loginChallenges: 'session',
};
for (const file of filesUnder(`${apiSrc}/modules`, /\.repo\.ts$/)) {
  const from = rel(file);
  const module = /modules\/([^/]+)\//.exec(from)?.[1];
  const text = fs.readFileSync(file, 'utf8');
  if (/\.transaction\(/.test(text)) {
    problems.push(`${from}: opens a transaction; the service owns it and passes it in (lib/transaction.ts)`);
  }
  for (const match of text.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
    const owner = OWNER[match[2]];
    if (owner && owner !== module) {
      problems.push(
        `${from}: ${match[1]}s ${match[2]}, a table of the ${owner} module; call that module's service`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Layering rules broken (scripts/check-layers.mjs):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  "Layering rules kept: no cross-feature imports, routes → service → repo, each repo writes its own tables in its caller's transaction.",
);
