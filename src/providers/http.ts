import { config } from '../config';
import { tokenStore } from './token';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call, with the server's message when it sent one (Refine's HttpError shape). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Calls the provider API: bearer token from the cookie, credentials sent, JSON both ways. */
export async function request<T = unknown>(method: Method, path: string, body?: unknown, baseUrl = config.apiUrl): Promise<T> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // The body is read inside the same guard: leaving the page mid-response aborts the read too.
    text = await response.text();
  } catch {
    throw new HttpError('The server cannot be reached. Check your connection.', 0);
  }
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: unknown; msg?: unknown; errors?: Record<string, string> };
    const message = typeof payload.message === 'string' ? payload.message : typeof payload.msg === 'string' ? payload.msg : response.statusText;
    throw new HttpError(message, response.status, payload.errors);
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
