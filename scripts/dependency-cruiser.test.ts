// The import rules of .dependency-cruiser.cjs, each broken once in a small tree: the rule must
// report that one import by its name, and a tree that keeps every rule must pass. Each tree is
// cruised in this process with the configuration's rules and options, as depcruise does.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTrees, repoRoot, type Tree, writeTree } from './test-tree.ts';

const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** A tree that keeps every rule: each layer importing what it may. */
const CLEAN: Tree = {
  'tsconfig.base.json': fs.readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8'),
  [`${API}/db/schema/index.ts`]: "export * from './x.ts';\n",
  [`${API}/db/schema/x.ts`]: 'export const xs = 1;\n',
  [`${API}/db/client.ts`]: "import type { xs } from './schema/index.ts';\nexport type Db = typeof xs;\n",
  [`${API}/lib/errors.ts`]: "import type { Db } from '../db/client.ts';\nexport type E = Db;\n",
  [`${API}/modules/x/x.routes.ts`]: "import { list } from './x.service.ts';\nexport const routes = list;\n",
  [`${API}/modules/x/x.service.ts`]:
    "import type { E } from '../../lib/errors.ts';\nimport { other } from '../y/y.service.ts';\n" +
    "import { read } from './x.repo.ts';\nexport const list = (e: E) => read(e) + other();\n",
  [`${API}/modules/x/x.repo.ts`]:
    "import { xs } from '../../db/schema/index.ts';\nimport type { Db } from '../../db/client.ts';\n" +
    'export const read = (_db: Db) => xs;\n',
  [`${API}/modules/y/y.service.ts`]: "import { ys } from './y.repo.ts';\nexport const other = () => ys;\n",
  [`${API}/modules/y/y.repo.ts`]: "import { xs } from '../../db/schema/index.ts';\nexport const ys = xs;\n",
  [`${WEB}/app/router.tsx`]:
    "import { APage } from '../features/a/APage.tsx';\nimport { BPage } from '../features/b/BPage.tsx';\n" +
    'export const pages = [APage, BPage];\n',
  [`${WEB}/features/a/APage.tsx`]:
    "import { Box } from '../../components/Box.tsx';\nimport { get } from '../../lib/api.ts';\n" +
    "import { Part } from './parts/Part.tsx';\nexport const APage = [Box, get, Part];\n",
  [`${WEB}/features/a/parts/Part.tsx`]:
    "import { paths } from '@newsroom/shared';\nexport const Part = paths;\n",
  [`${WEB}/features/b/BPage.tsx`]:
    "import { Box } from '../../components/Box.tsx';\nexport const BPage = Box;\n",
  [`${WEB}/components/Box.tsx`]: "import { get } from '../lib/api.ts';\nexport const Box = get;\n",
  [`${WEB}/lib/api.ts`]: 'export const get = 1;\n',
  'apps/site/src/pages/home.tsx': "import { paths } from '@newsroom/shared';\nexport const home = paths;\n",
  'packages/shared/src/index.ts': "export const paths = 1;\nexport type { Db } from './db.ts';\n",
  'packages/shared/src/db.ts': 'export type Db = number;\n',
};

/** One breach per rule: the files that break it, and the import it must report. */
const CASES: { rule: string; files: Tree; from: string; to: string }[] = [
  {
    rule: 'site-only-content-api',
    files: {
      'apps/site/src/pages/home.tsx': `import { read } from '../../../api/src/modules/x/x.repo.ts';\nexport const home = read;\n`,
    },
    from: 'apps/site/src/pages/home.tsx',
    to: `${API}/modules/x/x.repo.ts`,
  },
  {
    rule: 'routes-not-to-repo',
    files: {
      [`${API}/modules/x/x.routes.ts`]: "import { read } from './x.repo.ts';\nexport const r = read;\n",
    },
    from: `${API}/modules/x/x.routes.ts`,
    to: `${API}/modules/x/x.repo.ts`,
  },
  {
    rule: 'repo-not-to-service',
    files: {
      [`${API}/modules/y/y.repo.ts`]:
        "import type { other } from './y.service.ts';\nexport type Y = typeof other;\n",
    },
    from: `${API}/modules/y/y.repo.ts`,
    to: `${API}/modules/y/y.service.ts`,
  },
  {
    rule: 'repo-not-to-routes',
    files: {
      [`${API}/modules/x/x.repo.ts`]:
        "import type { routes } from './x.routes.ts';\nexport type R = typeof routes;\n",
    },
    from: `${API}/modules/x/x.repo.ts`,
    to: `${API}/modules/x/x.routes.ts`,
  },
  {
    rule: 'service-not-to-routes',
    files: {
      [`${API}/modules/y/y.service.ts`]:
        "import { routes } from '../x/x.routes.ts';\nexport const other = () => routes;\n",
    },
    from: `${API}/modules/y/y.service.ts`,
    to: `${API}/modules/x/x.routes.ts`,
  },
  {
    rule: 'no-other-modules-repo',
    files: {
      [`${API}/modules/x/x.service.ts`]:
        "import { ys } from '../y/y.repo.ts';\nexport const list = () => ys;\n",
    },
    from: `${API}/modules/x/x.service.ts`,
    to: `${API}/modules/y/y.repo.ts`,
  },
  {
    rule: 'repo-outside-module',
    files: {
      [`${API}/db/revisions.repo.ts`]: "import type { Db } from './client.ts';\nexport type R = Db;\n",
    },
    from: `${API}/db/revisions.repo.ts`,
    to: `${API}/db/client.ts`,
  },
  {
    rule: 'lib-db-not-to-modules',
    files: {
      [`${API}/lib/auth.ts`]:
        "import { list } from '../modules/x/x.service.ts';\nexport const auth = list;\n",
    },
    from: `${API}/lib/auth.ts`,
    to: `${API}/modules/x/x.service.ts`,
  },
  {
    rule: 'schema-not-to-lib-modules',
    files: {
      [`${API}/db/schema/x.ts`]: "import type { E } from '../../lib/errors.ts';\nexport const xs = 1 as E;\n",
    },
    from: `${API}/db/schema/x.ts`,
    to: `${API}/lib/errors.ts`,
  },
  {
    rule: 'web-feature-not-to-other-feature',
    files: {
      [`${WEB}/features/b/BPage.tsx`]:
        "import { Part } from '../a/parts/Part.tsx';\nexport const BPage = Part;\n",
    },
    from: `${WEB}/features/b/BPage.tsx`,
    to: `${WEB}/features/a/parts/Part.tsx`,
  },
  {
    rule: 'web-shared-not-to-features',
    files: {
      [`${WEB}/components/Box.tsx`]:
        "import { BPage } from '../features/b/BPage.tsx';\nexport const Box = BPage;\n",
    },
    from: `${WEB}/components/Box.tsx`,
    to: `${WEB}/features/b/BPage.tsx`,
  },
  {
    rule: 'shared-not-to-apps',
    files: { 'packages/shared/src/db.ts': "export type { Db } from '../../../apps/api/src/db/client.ts';\n" },
    from: 'packages/shared/src/db.ts',
    to: `${API}/db/client.ts`,
  },
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
};

/** The violations dependency-cruiser finds in the tree, with the repository's configuration. */
async function cruiseTree(tree: Tree): Promise<Violation[]> {
  const dir = writeTree(tree, 'depcruise-');
  const tsConfig = path.join(dir, 'tsconfig.base.json');
  const { output } = await cruise(
    ['apps', 'packages'],
    {
      ...config.options,
      tsConfig: { fileName: tsConfig },
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      baseDir: dir,
      outputType: 'json',
    },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  return (JSON.parse(String(output)) as { summary: { violations: Violation[] } }).summary.violations;
}

const results = new Map<string, Violation[]>();

beforeAll(async () => {
  results.set('clean', await cruiseTree(CLEAN));
  for (const c of CASES) results.set(c.rule, await cruiseTree({ ...CLEAN, ...c.files }));
}, 60_000);
afterAll(removeTrees);

describe('.dependency-cruiser.cjs', () => {
  it('passes a tree that keeps every rule', () => {
    expect(results.get('clean')).toEqual([]);
  });

  it('has a case here for each of its rules', () => {
    const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
      forbidden: { name: string }[];
    };
    expect(config.forbidden.map((r) => r.name).sort()).toEqual(CASES.map((c) => c.rule).sort());
  });

  for (const { rule, from, to } of CASES) {
    it(`${rule}: reports the one import that breaks it`, () => {
      const found = (results.get(rule) ?? []).map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
      expect(found).toEqual([{ rule, from, to }]);
    });
  }
});
