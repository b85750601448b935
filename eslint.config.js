import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of the API (ARCHITECTURE.md, "Modules"): apps/api/src/modules/<area>/index.ts is the area's
 * only public surface, so no file outside an area imports its inner files.
 */
const moduleBoundaryMessage =
  "Import another API module only through its index.ts, its public surface: '../users' (or 'modules/users'), " +
  "never '../users/users.service'. Export what you need from that module's index.ts.";
/** From anywhere: a relative path through modules/<area>/ to anything but the area's index. */
const intoModuleFromOutside = {
  regex: '^\\.\\.?/(.+/)?modules/[^/]+/(?!index(\\.ts)?$).+',
  message: moduleBoundaryMessage,
};
/** From a file directly in modules/<area>/: '../<other area>/<inner file>'. */
const intoSiblingModule = { regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!index(\\.ts)?$).+', message: moduleBoundaryMessage };
/** From a file in a subfolder modules/<area>/<folder>/: '../../<other area>/<inner file>'. */
const intoSiblingModuleFromSubfolder = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.?/)[^/]+/(?!index(\\.ts)?$).+',
  message: moduleBoundaryMessage,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoModuleFromOutside] }] },
  },
  {
    files: ['apps/api/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoModuleFromOutside, intoSiblingModule] }] },
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [intoModuleFromOutside, intoSiblingModuleFromSubfolder] }],
    },
  },
  {
    // Workbooks are written and read in one place; tests may read what it wrote, or forge a file to upload.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/spreadsheets/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(exceljs|@e965\\/xlsx|fflate)$/]',
          message: "Read and write spreadsheets through '../../lib/spreadsheets', the platform's one home for them.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
