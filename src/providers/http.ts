import { config } from '../config';
import { localizeMessage } from '../i18n/serverMessage';
import { i18nProvider } from './i18nProvider';
import { tokenStore } from './token';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A failed call, with the server's message when it sent one (Refine's HttpError shape). The message is
 * in the reader's language: the API's `code` names it in MSG (see localizeMessage).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const translate = (key: string, options?: unknown, fallback?: string) => i18nProvider.translate(key, options, fallback);
/** No answer at all (offline, the server down), in the reader's language. */
const unreachable = () => new HttpError(translate('app.unreachable'), 0);

/** The error an API answer describes: `{ statusCode, message, code, errors }`. */
function answerError(data: unknown, status: number, statusText: string): HttpError {
  const payload = (data && typeof data === 'object' ? data : {}) as {
    message?: unknown;
    msg?: unknown;
    code?: unknown;
    errors?: Record<string, string>;
  };
  const message = typeof payload.message === 'string' ? payload.message : typeof payload.msg === 'string' ? payload.msg : statusText;
  const errors =
    payload.errors && typeof payload.errors === 'object'
      ? Object.fromEntries(
          Object.entries(payload.errors).map(([field, text]) => [
            field,
            typeof text === 'string' ? localizeMessage(translate, text) : text,
          ]),
        )
      : undefined;
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  return new HttpError(localizeMessage(translate, message, code), status, errors, code);
}

/** The server's code for a sensitive action asked without a fresh second factor (or password). */
export const STEP_UP_REQUIRED = 'stepUpRequired';
/**
 * Asks the person to prove it is them again (the step-up dialog): true once they did, else the words (in their
 * language: the dialog belongs to the signed-in screens, which carry them) saying the action was not done.
 */
export type StepUpAsker = () => Promise<true | string>;
let askStepUp: StepUpAsker | null = null;
/** The signed-in layout's dialog registers itself here; null when it goes. */
export const setStepUpAsker = (asker: StepUpAsker | null) => void (askStepUp = asker);

/**
 * Calls the provider API: bearer token from the cookie, credentials sent, JSON both ways (or a FormData upload);
 * `extraHeaders` an endpoint's own (an Idempotency-Key). A sensitive action the server wants confirmed asks the
 * person once (the step-up dialog) and is sent again.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  baseUrl = config.apiUrl,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  try {
    return await requestOnce<T>(method, path, body, baseUrl, extraHeaders);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 403 || error.code !== STEP_UP_REQUIRED || !askStepUp) throw error;
    const answer = await askStepUp();
    if (answer !== true) throw new HttpError(answer, 403, undefined, STEP_UP_REQUIRED);
    return requestOnce<T>(method, path, body, baseUrl, extraHeaders);
  }
}

async function requestOnce<T>(
  method: Method,
  path: string,
  body: unknown,
  baseUrl: string,
  extraHeaders: Record<string, string>,
): Promise<T> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  // A file upload goes as the multipart form it is; the browser writes its Content-Type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    // The body is read inside the same guard: leaving the page mid-response aborts the read too.
    text = await response.text();
  } catch {
    throw unreachable();
  }
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw answerError(data, response.status, response.statusText);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One of our stored images (an ID scan is served only to its owner's or an admin's token), fetched with the
 * bearer token an <img> cannot send. Null when refused or unreachable.
 */
export async function fetchImage(src: string, signal?: AbortSignal): Promise<Blob | null> {
  const token = tokenStore.get();
  const response = await fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }).catch(() => null);
  return response?.ok ? response.blob() : null;
}

/**
 * Downloads a file the API streams (CSV exports) as a Blob. `onProgress` hears the lines received so
 * far and the rows announced in `X-Total-Count` (null when the server did not say).
 */
export async function download(
  path: string,
  onProgress?: (lines: number, total: number | null) => void,
  baseUrl = config.apiUrl,
): Promise<{ blob: Blob; filename: string | null }> {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  } catch {
    throw unreachable();
  }
  if (!response.ok || !response.body) {
    throw answerError(safeJson(await response.text()), response.status, response.statusText);
  }
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress?.(lines, total);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }), filename };
}
