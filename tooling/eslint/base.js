// Base rules for every TypeScript package: type-aware-free recommended sets, kebab-case files
// and folders, and no reaching into another package's source.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import logicalCss, { forScripts } from './logical-css.js';

export default [
  ...forScripts(
    tseslint.config(
      {
        ignores: [
          '**/dist/**',
          '**/node_modules/**',
          '**/generated/**',
          '**/*.gen.ts',
          '**/test-results/**',
          '**/playwright-report/**',
        ],
      },
      js.configs.recommended,
      ...tseslint.configs.recommended,
      {
        files: ['scripts/**', 'e2e/**', '**/*.config.{js,ts,mjs}', '**/*.mjs'],
        languageOptions: { globals: { ...globals.node } },
      },
      {
        plugins: { 'check-file': checkFile, 'import-x': importX },
        rules: {
          '@typescript-eslint/consistent-type-imports': 'error',
          '@typescript-eslint/no-unused-vars': [
            'error',
            { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
          ],
          'import-x/no-duplicates': 'error',
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: ['**/packages/*/src/**', '@platform/*/src/**', '**/apps/*/src/**'],
                  message: "Cross a package boundary only through the package's exports.",
                },
              ],
            },
          ],
          'check-file/filename-naming-convention': [
            'error',
            { 'src/**/*.{ts,tsx,js}': 'KEBAB_CASE', 'e2e/**/*.{ts,tsx}': 'KEBAB_CASE' },
            { ignoreMiddleExtensions: true },
          ],
          'check-file/folder-naming-convention': ['error', { 'src/!(routes)/**/': 'KEBAB_CASE' }],
        },
      },
    ),
  ),
  ...logicalCss,
];
