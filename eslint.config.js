// Lint rules: typescript-eslint's recommended set, plus the layering of ../shared/STYLE.md and
// the README's map (kysely only in repositories and db/; the web app's one-way arrows; common/
// standing alone).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webImportRules = [
  { group: ['**/server/**'], message: 'The web app never imports server code; share it through common/.' },
  { group: ['../../*'], message: 'Outside your own folder, import by @/ (web/src) or @common/.' },
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
    ignores: ['server/src/http/backend-router.ts', 'server/src/site/**', 'server/src/editorial/preview.routes.ts'],
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
    // The web app's arrows point one way: app -> features -> shared folders (admin-shared,
    // components, content, lib, styles) -> common. Leaving one's own folder is by alias, so a
    // climb of two levels is always a step into someone else's.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/{admin-shared,components,content,lib,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportRules,
            { group: ['@/features/*', '@/app/*'], message: 'Features and shared folders import no feature nor the app: move what is shared to a shared folder.' },
          ],
        },
      ],
    },
  },
  {
    // What server and web share stands alone: its own modules and zod.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: 'common/ imports only its own modules and zod.' }] },
      ],
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> (STYLE.md).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
