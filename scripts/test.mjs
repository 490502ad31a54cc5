// The whole test command: typecheck, lint (Biome, the layering, references and file-size checks),
// the migrations and commit-message checks, unit and API tests on PGlite, then the browser tests,
// the API tests on PostgreSQL when TEST_DATABASE_URL is set, and the login route's budget on the
// build the browser tests made. With --quick (`npm run test:quick`): the same up to the PGlite
// tests, and nothing after them (no PostgreSQL, build or browser). Ends with one line counting every test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The names of the failed tests, repeated at the end so a long log's last lines say what broke. */
const failures = [];
let ok = true;

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const passed = result.status === 0;
  console.log(`=== ${title}: ${passed ? 'ok' : 'FAILED'} (${seconds} s) ===`);
  if (!passed) ok = false;
  return passed;
}

function countVitest(file, label) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${label}: ${where} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${label}: ${where} (the file failed to run)`);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failures.push(`Chromium: ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
}

const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('migrations match the schema (scripts/check-migrations.mjs)', 'node', ['scripts/check-migrations.mjs']);
run('commit messages (scripts/check-commits.mjs)', 'node', ['scripts/check-commits.mjs']);

const pgliteReport = path.join(reports, 'vitest-pglite.json');
run(
  'unit and API tests (PGlite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
  withoutPg,
);
countVitest(pgliteReport, 'PGlite');

if (quick) {
  console.log('\nQuick run: no PostgreSQL, build or browser tests (npm test runs them).');
  finish();
}

const e2eReport = path.join(reports, 'playwright.json');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const buildStarted = Date.now();
run('browser tests (Chromium)', 'npm', ['run', '--silent', 'test:e2e'], {
  ...withoutPg,
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
});
countPlaywright(e2eReport);

// The API tests on PostgreSQL run after the browser tests, not beside them: Chromium keeps both
// cores busy on its own (10 minutes alone), and beside it the API tests took 15 minutes instead of
// 3 and pushed the browser tests past their waits. One after the other is no slower in all.
if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    'apps/api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgReport}`,
  ]);
  countVitest(pgReport, 'PostgreSQL');
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only, and the test of two server' +
      ' processes on one PostgreSQL (apps/api/src/instances.test.ts) did not run: no PostgreSQL server to run it on.',
  );
}

// The browser-test step built the web app (npm run build): the login route must stay within its
// budget (200 kB of JS and CSS, brotli; no chart or editor code). Checked on that fresh build only.
if (fs.existsSync(webIndex) && fs.statSync(webIndex).mtimeMs >= buildStarted - 1000) {
  run('login route budget (scripts/check-web-budget.mjs)', 'node', ['scripts/check-web-budget.mjs']);
} else {
  console.log('\n=== login route budget: FAILED (the browser-test step did not build apps/web/dist) ===');
  ok = false;
}

finish();

function finish() {
  if (!ok && totals.failed === 0) totals.failed = 1; // a failed check (typecheck, lint…) counts as a failure
  if (failures.length > 0) console.log(`\nfailed tests:\n${failures.map((name) => `  ${name}`).join('\n')}`);
  console.log(`\nall: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}
