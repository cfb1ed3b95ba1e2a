import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** Packages the domain must never import (hexagonal boundary; see ARCHITECTURE.md). */
export const FORBIDDEN_IN_DOMAIN = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'inversify',
  'reflect-metadata',
  'viem',
  'viem/*',
  '@solana/*',
  '@walletconnect/*',
  '@reown/*',
  'ofetch',
  '@emotion/*',
  'mipd',
  'msw',
  'msw/*',
]
const OUTER_LAYERS = ['**/adapters/**', '**/ui-react/**', '**/test-doubles/**', '**/composition/**']
const UI_OUTER_LAYERS = [{ group: ['**/adapters/**', '**/composition/**', '**/test-doubles/**'], message: 'ui-react uses the core API (core/index.ts, core/internal.ts) only.' }]
const CORE_BY_BARRELS = {
  group: ['**/core/**/*.js', '**/ports/*.js', '!**/core/index.js', '!**/core/internal.js', '!**/core/network/index.js'],
  message: 'ui-react imports the core through core/index.ts (public API) or core/internal.ts (rules only the views use).',
}
const UI_VENDORS = { group: ['viem', 'viem/*', '@solana/*', '@walletconnect/*', 'ofetch', 'inversify'], message: 'ui-react must not import a vendor SDK or inversify.' }
/** ui-react files of the initial bundle (see the rule below). */
const INITIAL_BUNDLE_UI = ['ui-react/afterPaint.ts', 'ui-react/theme.ts', 'ui-react/pendingSources.ts', 'ui-react/AccountSummary.tsx', 'ui-react/useNetwork.ts', 'ui-react/i18n/en.ts', 'ui-react/i18n/fullTranslator.ts']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'examples/*/node_modules/**', 'examples/*/.next/**', 'examples/*/dist/**', 'examples/*/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The boundary: core/ and ports/ import rxjs, zod and each other only.
    files: ['core/**/*.ts', 'ports/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FORBIDDEN_IN_DOMAIN, message: 'core/ and ports/ must not import a UI framework, inversify or a vendor SDK.' },
            { group: OUTER_LAYERS, message: 'core/ and ports/ must not import an outer layer.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The core runs without a DOM; go through a port.' },
        { name: 'document', message: 'The core runs without a DOM; go through a port.' },
        { name: 'localStorage', message: 'Use the Storage port.' },
        { name: 'sessionStorage', message: 'Use the Storage port.' },
        { name: 'setTimeout', message: 'Use the Clock port so timers run in virtual time.' },
        { name: 'setInterval', message: 'Use the Clock port so timers run in virtual time.' },
        { name: 'fetch', message: 'Use a port (BlockchainApi, Telemetry, WalletDirectory).' },
      ],
    },
  },
  {
    // The UI talks to the core API only: the public core/index.ts, core/internal.ts (the rules
    // only the views use) and the networks entry; no adapters, no composition root, no doubles.
    files: ['ui-react/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...UI_OUTER_LAYERS, CORE_BY_BARRELS, UI_VENDORS] }] },
  },
  {
    // Initial-bundle files import the modules core/internal.ts re-exports directly: through a
    // barrel, esbuild would place everything the lazy modal uses in the initial chunk.
    files: INITIAL_BUNDLE_UI,
    rules: { 'no-restricted-imports': ['error', { patterns: [...UI_OUTER_LAYERS, UI_VENDORS] }] },
  },
  {
    // One composition root: only composition/ builds containers.
    files: ['adapters/**/*.{ts,tsx}', 'test-doubles/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'demo/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['inversify', 'inversify/*', 'reflect-metadata'], message: 'Only composition/ imports inversify: bind adapters in its modules.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
)
