// Lint rules for the whole workspace. Type-aware rules are left to `pnpm typecheck`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/data/**', 'apps/server/drizzle/**', '**/__screenshots__/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tokens only: no raw colours in components, features or the app (ARCHITECTURE: Polaris lesson).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/features/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'Use a colour token from @gratia/tokens instead of a raw colour.',
        },
        {
          selector: 'Literal[value=/^-?\\d+(\\.\\d+)?px$/]',
          message: 'Use a size or space token from @gratia/tokens instead of a raw pixel value.',
        },
      ],
    },
  },
);
