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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
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
    // The UI talks to the public core API only: no adapters, no composition root, no doubles.
    files: ['ui-react/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/adapters/**', '**/composition/**', '**/test-doubles/**'], message: 'ui-react uses the public core API (core/index.ts) only.' },
            { group: ['viem', 'viem/*', '@solana/*', '@walletconnect/*', 'ofetch', 'inversify'], message: 'ui-react must not import a vendor SDK or inversify.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', '.ci/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
)
