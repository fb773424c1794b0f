// Lint rules: typescript-eslint's recommended set, plus the layering of ../shared/STYLE.md and
// the README's map (kysely only in repositories and db/; which top-level folder may import which,
// the server's core -> kinds -> app and the web app's one-way arrows; common/ standing alone).
// tests/foundation/lint-map.test.ts breaks each arrow on purpose and expects the lint to say so.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// The web app leaves its own folder by alias, so a climb of two levels is always a step into someone else's.
const webImportRules = [{ group: ['../../*'], message: 'Outside your own folder, import by @/ (web/src) or @common/.' }];

/**
 * The map, checked by import-x/no-restricted-paths on the resolved file (so `../x`, `@/x` and a
 * literal `import('x')` are the same arrow): for each area, the folders it must not import. Each
 * file falls in one entry (a rule's options do not merge across config objects). tests/ and scripts/
 * import anything. Which packages common/ and migrations/ may use is no-restricted-imports' part, below.
 */
function forbid(folders, message, except) {
  return [folders].flat().map((from) => ({ target: '**', from, ...(except ? { except } : {}), message: message(from) }));
}
const serverNever = ['tests', 'bench', 'migrations'];
const serverOnlyEntry = 'server/src/site/page-renderer.ts';
const webNever = ['server', 'tests', 'bench', 'seed', 'migrations', 'scripts'];
const webFeatures = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webShared = ['admin-shared', 'components', 'content', 'lib', 'styles'].map((folder) => `web/src/${folder}/**`);
const fromServer = {
  never: forbid(serverNever, (from) =>
    from === 'migrations' ? 'The server reads migrations/ from disk (db/migrator.ts), never by import.' : `The server never imports ${from}/.`,
  ),
  web: forbid('web', () => `The server reaches web/ only through the SSR entry (${serverOnlyEntry}).`),
  // The demo seed plugs into the start through server/src/content-seed.ts, from seed/start-with-demo.ts.
  seed: forbid('seed', () => 'The server never imports seed/; seed/ plugs into it (server/src/content-seed.ts).'),
};
const serverZones = [...fromServer.never, ...fromServer.web, ...fromServer.seed];
// Inside the server, arrows point one way (STYLE.md): the core every kind shares (content/,
// editorial/, media/) knows no kind by name; kinds/ builds each declared kind on it, ventures/ and
// team/ are kinds of their own; preview/ reads an item as its kind's page does; the app mounts them all.
const serverCore = ['server/src/content/**', 'server/src/editorial/**', 'server/src/media/**'];
const serverKinds = 'server/src/kinds/**';
const aboveTheCore = ['server/src/kinds', 'server/src/ventures', 'server/src/team', 'server/src/preview', 'server/src/import', 'server/src/translations'];
const serverApp = ['server/src/app.ts', 'server/src/public-read-operations.ts', 'server/src/openapi.routes.ts', 'server/src/main.ts'];
const fromWeb = forbid(webNever, (from) => `The web app never imports ${from}/; share code through common/.`);
const importMap = [
  { files: ['server/**'], ignores: [serverOnlyEntry, ...serverCore, serverKinds], zones: serverZones },
  {
    files: serverCore,
    zones: [
      ...serverZones,
      ...forbid([...aboveTheCore, ...serverApp], (from) => `The core (content/, editorial/, media/) knows no kind by name: ${from} builds on it, never the other way.`),
    ],
  },
  {
    files: [serverKinds],
    zones: [...serverZones, ...forbid(serverApp, (from) => `kinds/ is mounted by the app; it never imports ${from}.`)],
  },
  {
    // The server's one door into web/: the renderer built from web/src/entry-server.tsx.
    files: [serverOnlyEntry],
    zones: [
      ...fromServer.never,
      ...fromServer.seed,
      ...forbid('web', () => 'The SSR entry opens web/ only at entry-server.', ['./src/entry-server.tsx', './dist-ssr/entry-server.js']),
    ],
  },
  // Arrows point one way: app -> features -> shared folders -> common.
  { files: ['web/src/**'], ignores: ['web/src/features/**', ...webShared], zones: fromWeb },
  ...webFeatures.map((feature) => ({
    // A feature imports its own folder, never a sibling's: move what two share to a shared folder.
    files: [`web/src/features/${feature}/**`],
    zones: [
      ...fromWeb,
      ...forbid('web/src/app', () => 'A feature does not import the app.'),
      ...forbid('web/src/features', () => `A feature imports no other feature: move what ${feature} shares to a shared folder.`, [`./${feature}`]),
    ],
  })),
  { files: webShared, zones: [...fromWeb, ...forbid(['web/src/features', 'web/src/app'], () => 'Shared folders import no feature nor the app.')] },
  { files: ['common/**'], zones: forbid(['server', 'web', 'seed', 'bench', 'migrations', 'tests', 'scripts'], (from) => `common/ stands alone: it never imports ${from}/.`) },
  { files: ['seed/**'], zones: forbid(['web', 'tests', 'bench', 'migrations'], (from) => `seed/ writes through the server; it never imports ${from}/.`) },
  { files: ['bench/**'], zones: forbid(['web', 'tests', 'seed', 'migrations'], (from) => `bench/ drives the server, common/ and scripts/; it never imports ${from}/.`) },
  {
    // Frozen in time (STYLE.md): a migration means the same whatever the app becomes.
    files: ['migrations/**'],
    zones: forbid(['server', 'web', 'common', 'seed', 'tests', 'bench', 'scripts'], (from) => `Migrations are frozen: they never import ${from}/.`),
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'web/dist-ssr/', 'data/', 'uploads/', 'coverage/', 'tests/e2e/artifacts/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'Queries live in *.repository.ts (STYLE.md).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // A /backend router is case-sensitive and strict (http/backend-router.ts), and each of its routes
    // declares who may call it (http/route-access.ts); a plain Router() would match other spellings.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/http/backend-router.ts', 'server/src/site/**', 'server/src/preview/preview.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='express'][importKind!='type'] > ImportSpecifier[imported.name='Router'][importKind!='type']",
          message: 'Make /backend routers with backendRouter() (http/backend-router.ts).',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: webImportRules }],
      // The map checks where an import() points only when it can read it.
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.type!='Literal']", message: 'import() takes a string literal, so the lint can check where it points.' },
      ],
    },
  },
  {
    settings: {
      // Resolved as TypeScript does (tsconfig.json's @/ and @common/ paths, .js naming a .ts file).
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
  },
  ...importMap.map(({ files, ignores, zones }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  })),
  {
    // What server and web share stands alone: its own modules (the map above) and zod.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'common/ imports only its own modules and zod.' }] },
      ],
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> (STYLE.md).
    files: ['migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$|node:|\\.)', message: 'Migrations are frozen: of packages, they import only kysely and node: built-ins.' }] },
      ],
    },
  },
);
