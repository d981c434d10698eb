import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const OUTBOUND_RULE =
  'Call out through src/web/services/http/call-out.ts in the browser (core takes a Fetch as a parameter), and through src/server/safe-fetch.ts on the server.';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'screenshots', '.*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.mjs', '*.cjs'],
    // Benchmarks also run callbacks inside the page, hence the browser globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Scripts the service worker imports (pwa.config.ts), served as they are.
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // One way to call out. In the browser and core every call goes through the call-out (the access
  // code for our own origin only, one time limit, errors of the catalogue); core takes fetch as a
  // parameter. On the server and the desktop shell every outbound call goes through safe-fetch (its
  // allowlists and its refusal of private addresses). Tests and their fakes may call fetch.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/web/services/http/call-out.ts', 'src/server/safe-fetch.ts', 'src/**/*.test.{ts,tsx}', 'src/**/test-support.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: OUTBOUND_RULE }],
      'no-restricted-properties': ['error', ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: OUTBOUND_RULE }))],
      'no-restricted-imports': ['error', { paths: ['undici', 'node:http', 'node:https', 'http', 'https'].map((name) => ({ name, importNames: ['request', 'get'], message: OUTBOUND_RULE })) }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^https?$/][callee.property.name=/^(request|get)$/]", message: OUTBOUND_RULE },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
