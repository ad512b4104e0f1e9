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

export type InputProblem = { field: string; problem: 'nul' | 'tooLong' | 'imageUrl' };

/** The first thing in a request's data that no field may hold: a NUL character, an over-long text, a bad image address. */
export function inputProblem(value: unknown, field = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field, problem: 'nul' };
    if (value.length > MAX_TEXT_CHARS) return { field, problem: 'tooLong' };
    const key = field.split('.').pop()!;
    if ((IMAGE_URL_FIELDS as readonly string[]).includes(key) && value !== '' && !isImageUrl(value)) return { field, problem: 'imageUrl' };
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
