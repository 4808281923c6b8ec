// Lint rules for the whole workspace. Type-aware rules are left to `pnpm typecheck`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/storybook-static/**', '**/data/**', 'apps/server/drizzle/**', '**/__screenshots__/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Tool configuration in CommonJS (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Classic scripts the web app serves as they are (apps/web/public): the browser's globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
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
    // Tokens only: no raw colours, lengths or durations in components, features or the app
    // (ARCHITECTURE: the Polaris lesson). `1em` (an icon sized to its text) and 0 stay allowed.
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/features/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**', '**/fixtures.ts', '**/storyHelpers.ts', '**/storyFrame.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'Use a colour token from @gratia/tokens instead of a raw colour.',
        },
        {
          selector: 'Literal[value=/(^|[\\s(,])-?\\d*\\.?\\d+(px|rem)\\b/]',
          message: 'Use a size or space token from @gratia/tokens (vars.space, vars.size, vars.radius, vars.font) instead of a raw length.',
        },
        {
          selector: 'Literal[value=/^-?\\d*\\.?\\d+m?s$/]',
          message: 'Use a motion token from @gratia/tokens (vars.motion) instead of a raw duration.',
        },
        {
          selector: 'TemplateElement[value.raw=/(^|[^\\w$-])\\d*\\.?\\d+(px|rem|ms)\\b/]',
          message: 'Use tokens from @gratia/tokens in template literals too, not raw px, rem or ms.',
        },
        {
          selector:
            ':matches(CallExpression[callee.name=/^(style|globalStyle|recipe|styleVariants|keyframes)$/], JSXAttribute[name.name="style"]) Property[key.name=/^(width|height|minWidth|maxWidth|minHeight|maxHeight|top|right|bottom|left|inset|insetBlock|insetInline|margin|marginTop|marginRight|marginBottom|marginLeft|marginBlock|marginInline|padding|paddingTop|paddingRight|paddingBottom|paddingLeft|paddingBlock|paddingInline|gap|rowGap|columnGap|fontSize|borderRadius|borderWidth|outlineWidth|outlineOffset|flexBasis|letterSpacing)$/] > Literal[value>0]',
          message: 'A unitless length in a style object is pixels: use a size or space token from @gratia/tokens.',
        },
      ],
    },
  },
);
