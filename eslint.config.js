import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/**
 * A feature never reaches into another feature's internals: for each feature folder, a relative
 * import that climbs into a sibling feature is an error. Shared code lives in lib/, plugins/ or
 * components/. With `entry` (an API module's index.js), importing a sibling through it is allowed:
 * that file is what the module offers the others.
 */
function featureBoundaries(dir, message, entry) {
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return features.map((feature) => {
    const others = features.filter((f) => f !== feature);
    return {
      files: [`${dir}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': others.length
          ? [
              'error',
              { patterns: [{ regex: `^(\\.\\./)+(${others.join('|')})/${entry ? `(?!${entry}$)` : ''}`, message }] },
            ]
          : 'off',
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.react-router/**', 'e2e/.tmp/**', 'bench/results/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
    },
  },
  {
    // Migrations are written against Kysely<any> on purpose: they must not depend on app types.
    files: ['apps/api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Modules point one way (docs/architecture.md): no file may reach itself through its imports.
    // The TypeScript resolver maps the .js of an import to its .ts/.tsx source.
    files: ['apps/api/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...featureBoundaries(
    'apps/api/src/modules',
    "Import from lib/ or plugins/, or from another module's index.js, not from its internals.",
    'index\\.js',
  ),
  ...featureBoundaries('apps/web/src/features', 'Import from components/ or lib/, not from another feature.'),
  {
    // A route is registered only in a routes file (routes.ts or *-routes.ts), so the rule below sees
    // every one of them.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/routes.ts', 'apps/api/src/**/*-routes.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]",
          message: 'Register routes in a routes file (routes.ts or *-routes.ts), where the thin-route rule applies.',
        },
      ],
    },
  },
  {
    // Routes stay thin: guard, schema, one service call, reply. The database handle may be passed
    // to the service, never queried here (nor aliased, nor Kysely's sql imported to do so).
    files: ['apps/api/src/**/routes.ts', 'apps/api/src/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
          "VariableDeclarator > MemberExpression.init[property.name='db']",
          "VariableDeclarator[init.type='Identifier'] > ObjectPattern > Property[key.name='db']",
          "ImportDeclaration[source.value='kysely']",
        ].map((selector) => ({
          selector,
          message: "Routes stay thin: pass app.db to one service call; queries live in the module's repository.",
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // react-toastify gives an element content its own props (a Fragment warns) and lays each
      // child of a Fragment out side by side: several lines are one <ToastMessage>.
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.object.name='toast'] > JSXFragment",
          "CallExpression[callee.name='toast'] > JSXFragment",
        ].map((selector) => ({
          selector,
          message: 'A toast of several lines is one <ToastMessage title detail> (components/ui/toast-message).',
        })),
        {
          // lib/toast.ts fetches react-toastify with the first toast; a direct import ships it with the page.
          selector:
            "ImportDeclaration[source.value='react-toastify'][importKind!='type'] > ImportSpecifier[imported.name='toast']",
          message: 'Import { toast } from lib/toast, which fetches react-toastify with the first toast.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
