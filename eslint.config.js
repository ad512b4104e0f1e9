// `npm run lint`: typescript-eslint, React hooks, accessibility, the architecture's layers and no literal
// user-visible text in screens (it goes through the i18n catalogue in src/i18n/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import i18next from 'eslint-plugin-i18next';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's areas (server/<area>/: routes, queries, answers); db/ and jobs/ are plumbing like server/*.ts. */
const serverAreas = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['db', 'jobs'].includes(entry.name))
  .map((entry) => entry.name);
/** The server's top files that wire the areas together; every other top file is plumbing the areas share. */
const serverWiring = ['app.ts', 'routes.ts', 'index.ts'];
const serverPlumbing = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !serverWiring.includes(entry.name))
  .map((entry) => `./server/${entry.name}`);

/** The catalogue's modules the server may read: plain data and functions, no React. */
const serverI18n = ['types.ts', 'preference.ts', 'emails.ts', 'pushes.ts', 'exports.ts'];

/** The one-way layers: shared code never depends on screens, screens never on each other or the server. */
const layers = [
  // A feature is one area of screens: it shares through src/components/ and src/domain/, never with another area.
  ...features.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'A feature never imports another feature: move what both need to src/components/ or src/domain/.',
  })),
  { target: './src', from: './server', message: 'The SPA never imports the server: shared rules live in src/domain/.' },
  {
    target: './src/domain',
    from: ['./src', './server'],
    except: ['./domain'],
    message: 'src/domain/ is pure and shared by the SPA and the server: it imports nothing outside itself.',
  },
  // Besides the domain, the server reads the few pure modules of the catalogue it needs for e-mails, pushes and exports in the
  // reader's language (locales, language choice, e-mail texts); those import only each other and the domain.
  {
    target: './server',
    from: './src',
    except: ['./domain', ...serverI18n.map((file) => `./i18n/${file}`)],
    message: 'The server imports only src/domain/ (and the pure i18n modules for e-mails) from the SPA.',
  },
  {
    target: serverI18n.map((file) => `./src/i18n/${file}`),
    from: './src',
    except: ['./domain', ...serverI18n.map((file) => `./i18n/${file}`)],
    message: 'The i18n modules the server reads stay pure: they import only each other and src/domain/.',
  },
  { target: './src/components', from: './src/features', message: 'Shared components never import a feature.' },
  {
    target: [...serverPlumbing, './server/db', './server/jobs'],
    from: serverAreas.map((area) => `./server/${area}`),
    message: "The server's plumbing (server/*.ts, db/, jobs/) never imports an area: areas build on it, not the other way.",
  },
];

// Attributes whose text a person reads (or hears): they go through the catalogue like JSX text.
const visibleAttributes = `/^(${[
  'title',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'okText',
  'cancelText',
  'description',
  'message',
  'tooltip',
  'extra',
  'content',
  'help',
  'subTitle',
  'emptyText',
  'addonBefore',
  'addonAfter',
  'checkedChildren',
  'unCheckedChildren',
].join('|')})$/`;
// A string holding a word: two lowercase Latin letters, or an Arabic letter.
const wordy = '/[a-z\\u00e0-\\u00ff]{2}|[\\u0600-\\u06ff]/';
const literalMessage = 'User-visible text goes through the i18n catalogue (src/i18n/) in en, fr and ar.';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data*/',
      '.e2e/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { import: importPlugin, '@eslint-community/eslint-comments': comments },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      // A rule turned off in a file says why, on the same line: `// eslint-disable-next-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests, benchmarks and scripts read the API's answers as loose JSON (`Record<string, any>`): their
    // assertions are the type check.
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus to their first field (the WAI-ARIA dialog pattern) and the sign-in pages to their
      // only field: antd's inputs may take focus on purpose; a plain DOM element still may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Screens, shared components and the app shell: what a person reads comes from the catalogue.
    files: ['src/features/**/*.tsx', 'src/components/**/*.tsx', 'src/*.tsx', 'src/prerender/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      // Text between tags: <p>Hello</p> and <p>{'Hello'}</p>.
      // Text without a letter (numbers, "1 ×", "—", "+") has nothing to translate, nor has an abbreviation
      // written the same in every language (UTC, CSV).
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', words: { exclude: [/^[^\p{L}]*$/u, /^[A-Z]{2,5}$/] }, message: literalMessage },
      ],
      // Attributes a person reads or hears: title="Close", placeholder="Search…". Formats such as
      // placeholder="6XX XXX XXX" (no word in any language) stay allowed.
      'no-restricted-syntax': [
        'error',
        { selector: `JSXAttribute[name.name=${visibleAttributes}] > Literal[value=${wordy}]`, message: literalMessage },
        {
          selector: `JSXAttribute[name.name=${visibleAttributes}] > JSXExpressionContainer > Literal[value=${wordy}]`,
          message: literalMessage,
        },
        {
          selector: `JSXAttribute[name.name=${visibleAttributes}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${wordy}]`,
          message: literalMessage,
        },
        { selector: `JSXElement > JSXExpressionContainer > Literal[value=${wordy}]`, message: literalMessage },
      ],
    },
  },
  prettier,
);
