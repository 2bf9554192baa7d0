import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from '@companion/eslint-plugin-layers';

const noExportAll = { selector: 'ExportAllDeclaration', message: 'No export * barrels: list named exports (STYLE.md 2).' };
const onlySafeHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render hub HTML with <SafeHtml> from @companion/ui; it is the only place that may set inner HTML.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'tooling/bench/out/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'tooling/eslint-plugin-layers/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers },
    rules: {
      'layers/import-direction': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noExportAll],
    },
  },
  {
    files: ['packages/*/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/src/test/**'],
    plugins: { 'react-hooks': reactHooks, layers },
    rules: { ...reactHooks.configs.recommended.rules, 'layers/no-jsx-literals': 'error' },
  },
  {
    // Hub HTML reaches the page only through SafeHtml and its one sanitiser (docs/decisions.md):
    // no other component may set inner HTML. The rule repeats the export * ban, because a later
    // no-restricted-syntax entry replaces the earlier one for the files it matches.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/safe-html/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': ['error', noExportAll, onlySafeHtml],
    },
  },
  {
    // Raw ky only inside hub-client (STYLE.md 6).
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    ignores: ['packages/hub-client/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'Call the hub through @companion/hub-client.' }] }] },
  },
  {
    // A test that sleeps for a fixed time passes on a fast machine and fails on a slow one (issue
    // 21): await what is asserted (findBy, waitFor, untilScreenLoaded) or fake the timers. Repeats
    // the earlier selectors, because a later no-restricted-syntax entry replaces the earlier ones.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noExportAll,
        onlySafeHtml,
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message: 'No fixed sleeps in tests: await what you assert (findBy…, waitFor, untilScreenLoaded) or use fake timers.',
        },
      ],
    },
  },
);
