import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from '@companion/eslint-plugin-layers';

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
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No export * barrels: list named exports (STYLE.md 2).' },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/src/test/**'],
    plugins: { 'react-hooks': reactHooks, layers },
    rules: { ...reactHooks.configs.recommended.rules, 'layers/no-jsx-literals': 'error' },
  },
  {
    // Raw ky only inside hub-client (STYLE.md 6).
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    ignores: ['packages/hub-client/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'Call the hub through @companion/hub-client.' }] }] },
  },
);
