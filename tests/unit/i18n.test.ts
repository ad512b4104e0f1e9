import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { en } from '../../src/i18n/en';
import { publicEn } from '../../src/i18n/public/en';
import { createI18nProvider } from '../../src/providers/i18nProvider';

const SRC = path.resolve(__dirname, '../../src');

/** The catalogue node at a dotted key: a string, a section, or undefined. */
function nodeAt(key: string, catalogue: object = en): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

interface Use {
  file: string;
  line: number;
  key: string;
  /** A template literal such as `landing.features.${key}.title`: only its fixed start is known. */
  dynamic: boolean;
}

/** Every t('…') / translate('…') in the SPA's sources, or in the files given. */
function translationUses(
  files = (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
    .map((f) => path.join(SRC, f)),
): Use[] {
  const uses: Use[] = [];
  const pattern = /\b(?:t|translate)\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`)/g;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      const dynamic = match[3] !== undefined && literal.includes('${');
      const line = text.slice(0, match.index).split('\n').length;
      uses.push({ file: path.relative(SRC, file), line, key: dynamic ? literal.slice(0, literal.indexOf('${')) : literal, dynamic });
    }
  }
  return uses;
}

/**
 * The SPA's files the signed-out entry runs (src/PublicApp.tsx, what it imports and its pages, loaded lazily
 * from the table of public pages; the words aside): the signed-in app's code is fetched from other files.
 */
function signedOutFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(path.join(SRC, 'i18n') + path.sep)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const imports = /^public(Pages|Routes)\.tsx$/.test(path.basename(file)) ? /(?:from|import\()\s*'(\.[^']+)'/g : /from\s*'(\.[^']+)'/g;
    for (const match of text.matchAll(imports)) {
      const base = path.resolve(path.dirname(file), match[1] ?? '');
      const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found) visit(found);
    }
  };
  visit(path.join(SRC, 'PublicApp.tsx'));
  return [...seen];
}

describe('the i18n provider', () => {
  const i18n = createI18nProvider();
  beforeAll(() => i18n.loadWhole());

  it('finds nested keys in the English catalogue', () => {
    expect(i18n.translate('auth.email')).toBe(en.auth.email);
    expect(i18n.translate('landing.footer.privacy')).toBe('Politique de confidentialité');
  });

  it("serves the spec's messages verbatim under messages.*", () => {
    expect(i18n.translate('messages.minAge')).toBe('You must be at least 18 years old');
    expect(i18n.translate('messages.unauthorized')).toBe('Unauthorized Access');
    for (const [key, text] of Object.entries(MSG)) expect(i18n.translate(`messages.${key}`)).toBe(text);
  });

  it('fills {{placeholders}} from the options, and leaves the text alone without options', () => {
    expect(i18n.translate('notifications.error', { statusCode: 404 })).toBe('Error (status code: 404)');
    expect(i18n.translate('notifications.undoable', { seconds: 5 })).toBe('You have 5 seconds to undo');
    expect(i18n.translate('notifications.error', {})).toBe('Error (status code: )');
    expect(i18n.translate('notifications.error')).toBe('Error (status code: {{statusCode}})');
  });

  it('falls back to the default message, then to the key itself', () => {
    expect(i18n.translate('nope.missing', undefined, 'Fallback')).toBe('Fallback');
    expect(i18n.translate('nope.missing')).toBe('nope.missing');
    // A section is not a string.
    expect(i18n.translate('auth')).toBe('auth');
  });

  it('speaks English and ignores a locale it does not have', async () => {
    expect(i18n.getLocale()).toBe('en');
    await i18n.changeLocale('xx');
    expect(i18n.getLocale()).toBe('en');
  });
});

describe('the catalogue covers the screens', () => {
  const uses = translationUses();

  it('finds the translations used in the sources', () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it("has every key used with t('…') as a string", () => {
    const missing = uses.filter((u) => !u.dynamic && typeof nodeAt(u.key) !== 'string').map((u) => `${u.file}:${u.line} ${u.key}`);
    expect(missing).toEqual([]);
  });

  it('has a section for every key built at run time (t(`section.${name}`))', () => {
    const missing = uses
      .filter((u) => u.dynamic && u.key.endsWith('.'))
      .filter((u) => {
        const node = nodeAt(u.key.slice(0, -1));
        return !node || typeof node !== 'object';
      })
      .map((u) => `${u.file}:${u.line} ${u.key}…`);
    expect(missing).toEqual([]);
  });

  it("has every word the signed-out pages use among the public pages' words, which their entry carries alone", () => {
    const files = signedOutFiles();
    expect(files.map((f) => path.relative(SRC, f))).toEqual(
      expect.arrayContaining(['PublicApp.tsx', path.join('features', 'auth', 'LoginForm.tsx')]),
    );
    const missing = translationUses(files)
      .filter((u) =>
        u.dynamic ? typeof nodeAt(u.key.replace(/\.$/, ''), publicEn) !== 'object' : typeof nodeAt(u.key, publicEn) !== 'string',
      )
      .map((u) => `${u.file}:${u.line} ${u.key}`);
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node === 'string') {
        if (!node.trim()) empty.push(at);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k);
    };
    walk(en, '');
    expect(empty).toEqual([]);
  });
});
