/** The longest text any field of the API takes (descriptions included); names have tighter rules of their own. */
export const MAX_TEXT_CHARS = 5000;

/** Fields that hold an image address, wherever they appear in a body. */
export const IMAGE_URL_FIELDS = ['image', 'logo', 'background', 'scan_Id', 'profilePicture'] as const;

/**
 * An image address we are willing to store and show: an absolute http(s) URL, or a path on our own
 * site (`/uploads/…`, `/demo/…`). Never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export function isImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type InputProblem = { field: string; problem: 'nul' | 'control' | 'tooLong' | 'imageUrl' | 'invisible' };

/** Control characters no text holds (C0 but tab, line feed and carriage return; DEL; C1). NUL is told apart. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Characters that show nothing: spaces, format characters (zero-width, bidi marks), and blank lookalikes. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

export const hasControlCharacters = (text: string) => CONTROL.test(text);
/** A text that is not empty but shows nothing: only spaces, zero-width or other invisible characters. */
export const isInvisibleOnly = (text: string) => text.trim() !== '' && text.replace(INVISIBLE, '') === '';
/** A name's field: `name`, wherever it appears (a product's, an option's, a choice's). */
const isNameField = (key: string) => key === 'name';
/** Secrets are hashed as they were typed: never rewritten. */
const isSecretField = (key: string) => /password/i.test(key);

/**
 * The first thing in a request's data that no field may hold: a NUL or another control character, an
 * over-long text, a bad image address, a name made only of invisible characters.
 */
export function inputProblem(value: unknown, field = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field, problem: 'nul' };
    const key = field.split('.').pop()!;
    if (!isSecretField(key) && hasControlCharacters(value)) return { field, problem: 'control' };
    if (value.length > MAX_TEXT_CHARS) return { field, problem: 'tooLong' };
    if ((IMAGE_URL_FIELDS as readonly string[]).includes(key) && value !== '' && !isImageUrl(value)) return { field, problem: 'imageUrl' };
    if (isNameField(key) && isInvisibleOnly(value)) return { field, problem: 'invisible' };
    return null;
  }
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return { field: field ? `${field}.${key}` : key, problem: 'nul' };
    const found = inputProblem(inner, field ? `${field}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Texts as stored: every string Unicode-normalised (NFC), so that "é" typed as e + accent and as one
 * character is the same name; passwords are left as typed. Returns the same shape.
 */
export function normalizeTexts<T>(value: T, key = '', depth = 0): T {
  if (typeof value === 'string') return (isSecretField(key) ? value : value.normalize('NFC')) as T;
  if (!value || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((inner) => normalizeTexts(inner, key, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, normalizeTexts(inner, k, depth + 1)])) as T;
}

/** Letters of other scripts drawn like Latin ones (Cyrillic, Greek): "Jus" with a Cyrillic "у" reads the same. */
const LOOKALIKES: Record<string, string> = Object.fromEntries(
  [
    ['аa', 'вb', 'еe', 'кk', 'мm', 'нh', 'оo', 'рp', 'сc', 'тt', 'уy', 'хx', 'іi', 'јj', 'ѕs', 'ԁd', 'ӏl', 'ԛq', 'ԝw'],
    ['αa', 'βb', 'εe', 'ζz', 'ηn', 'ιi', 'κk', 'μm', 'νv', 'οo', 'ρp', 'τt', 'υu', 'χx'],
  ]
    .flat()
    .map((pair) => [pair[0]!, pair[1]!]),
);

/**
 * The key two texts that read the same share: compatibility forms folded (NFKC: "ﬁ" is "fi", full-width
 * letters are letters), invisible characters dropped, spaces collapsed, case and lookalike letters of other
 * scripts folded. Used to refuse a category name that only looks different from another.
 */
export function lookalikeKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('fr')
    .replace(/[\u0370-\u03ff\u0400-\u052f]/g, (c) => LOOKALIKES[c] ?? c);
}
