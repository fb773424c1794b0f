// The lint's map of who may import whom (eslint.config.js): each arrow broken on purpose, in a
// file that exists only as text given to ESLint with a path in the right folder, must fail with the
// rule that guards it, and one allowed import per area must pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const map = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules a probe file breaks: `code` linted as if it were `file` (relative to the repository). */
async function rulesBrokenBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// Each import names a file that exists: the rule checks the file an import resolves to, and says
// nothing of one it cannot find, so a probe pointing nowhere would pass for the wrong reason.
const refused: Array<[string, string, string, string]> = [
  ['server imports web/ outside the SSR entry', 'server/src/lint-probe.ts', "import '../../web/src/main.tsx';", map],
  ['the SSR entry imports web/ beyond entry-server', 'server/src/site/page-renderer.ts', "import '../../../web/src/main.tsx';", map],
  ['server imports tests/', 'server/src/http/lint-probe.ts', "import '../../../tests/helpers/login.js';", map],
  ['server imports seed/', 'server/src/lint-probe.ts', "import '../../seed/seed.js';", map],
  ["the server's start imports seed/ (the demo seed plugs in from seed/)", 'server/src/main.ts', "import '../../seed/seed.js';", map],
  ['server imports bench/', 'server/src/lint-probe.ts', "import '../../bench/scaled-dataset.js';", map],
  ['the content core imports kinds/', 'server/src/content/lint-probe.ts', "import '../kinds/listed-kind.js';", map],
  ['editorial imports kinds/', 'server/src/editorial/lint-probe.ts', "import '../kinds/listed-kind.js';", map],
  ['media imports kinds/', 'server/src/media/lint-probe.ts', "import '../kinds/listed-kind.js';", map],
  ['kinds/ imports the app', 'server/src/kinds/lint-probe.ts', "import '../app.js';", map],
  ['kinds/ imports the OpenAPI document it joins', 'server/src/kinds/lint-probe.ts', "import '../openapi.routes.js';", map],
  ['editorial imports ventures/', 'server/src/editorial/lint-probe.ts', "import '../ventures/ventures.service.js';", map],
  ['editorial imports translations/ (the languages build on the core)', 'server/src/editorial/lint-probe.ts', "import '../translations/translations.service.js';", map],
  ['media imports the previews', 'server/src/media/lint-probe.ts', "import '../preview/preview-item.js';", map],
  ['the content core imports the import', 'server/src/content/lint-probe.ts', "import '../import/content-import.js';", map],
  ['kinds/ imports tests/', 'server/src/kinds/lint-probe.ts', "import '../../../tests/helpers/login.js';", map],
  ['a feature imports a sibling by a relative path', 'web/src/features/news/lint-probe.ts', "import '../blogs/blogs-page';", map],
  ['a feature imports a sibling by the @/ alias', 'web/src/features/news/lint-probe.ts', "import '@/features/blogs/blogs-page';", map],
  ['a feature imports a sibling by import()', 'web/src/features/news/lint-probe.ts', "export const load = () => import('@/features/blogs/blogs-page');", map],
  ['a feature imports the app', 'web/src/features/news/lint-probe.ts', "import '@/app/router';", map],
  ['a shared folder imports a feature', 'web/src/components/lint-probe.ts', "import '@/features/blogs/blogs-page';", map],
  ['web imports server/ by import()', 'web/src/app/lint-probe.ts', "export const load = () => import('../../../server/src/config.js');", map],
  ['web imports server/ statically', 'web/src/lib/lint-probe.ts', "import '../../../server/src/config.js';", map],
  ['web imports server/ by an import() the lint cannot read', 'web/src/app/lint-probe.ts', "const where = '../../../server/src/config.js';\nexport const load = () => import(where);", 'no-restricted-syntax'],
  ['web imports tests/', 'web/src/app/lint-probe.ts', "import '../../../tests/helpers/login.js';", map],
  ['common imports server/', 'common/lint-probe.ts', "import '../server/src/config.js';", map],
  ['common imports a package other than zod', 'common/lint-probe.ts', "import 'kysely';", 'no-restricted-imports'],
  ['seed imports web/', 'seed/lint-probe.ts', "import '../web/src/lib/paths.js';", map],
  ['seed imports tests/', 'seed/lint-probe.ts', "import '../tests/helpers/login.js';", map],
  ['bench imports tests/', 'bench/lint-probe.ts', "import '../tests/helpers/login.js';", map],
  ['a migration imports server/', 'migrations/lint-probe.ts', "import '../server/src/config.js';", map],
  ['a migration imports common/', 'migrations/lint-probe.ts', "import '../common/slug.js';", map],
  ['a migration imports a package other than kysely', 'migrations/lint-probe.ts', "import 'zod';", 'no-restricted-imports'],
];

const allowed: Array<[string, string, string]> = [
  ['the SSR entry imports entry-server', 'server/src/site/page-renderer.ts', "import '../../../web/src/entry-server.tsx';"],
  ['server imports common/', 'server/src/lint-probe.ts', "import '../../common/slug.js';"],
  ['kinds/ imports the core, http/ and common/', 'server/src/kinds/lint-probe.ts', "import '../content/content.repository.js';\nimport '../http/errors.js';\nimport '../../../common/content-kinds.js';"],
  ['the app imports kinds/', 'server/src/lint-probe.ts', "import './kinds/listed-routes.js';"],
  ['the preview reads an item through its kind', 'server/src/preview/preview-item.ts', "import '../kinds/listed-kind.js';"],
  ['a feature imports its own folder, a shared folder and common/', 'web/src/features/news/lint-probe.ts', "import './news-page';\nimport '@/components/page-hero';\nimport '@common/slug.js';"],
  ['the app imports a feature, also by import()', 'web/src/app/lint-probe.ts', "import '@/features/news/news-page';\nexport const load = () => import('@/features/blogs/blogs-page');"],
  ['common imports its own modules and zod', 'common/lint-probe.ts', "import './slug.js';\nimport 'zod';"],
  ['seed imports server/ and common/', 'seed/lint-probe.ts', "import '../server/src/concurrency.js';\nimport '../common/slug.js';"],
  ["the process entry in seed/ imports the server's start", 'seed/start-with-demo.ts', "import '../server/src/main.js';\nimport './seed.js';"],
  ['bench imports server/, common/ and scripts/', 'bench/lint-probe.ts', "import '../server/src/config.js';\nimport '../common/slug.js';\nimport '../scripts/loopback.js';"],
  ['a migration imports kysely and node built-ins', 'migrations/lint-probe.ts', "import 'kysely';\nimport 'node:path';"],
  ['tests import anything', 'tests/lint-probe.ts', "import '../web/src/main.tsx';\nimport '../server/src/config.js';\nimport '../bench/scaled-dataset.js';"],
];

describe('the lint map', () => {
  it.each(refused)('refuses: %s', async (_name, file, code, rule) => {
    // A climb out of web/src also breaks web's "import by alias" rule; the map's rule must be there.
    expect(await rulesBrokenBy(file, code)).toContain(rule);
  });

  it.each(allowed)('allows: %s', async (_name, file, code) => {
    expect(await rulesBrokenBy(file, code)).toEqual([]);
  });
});
