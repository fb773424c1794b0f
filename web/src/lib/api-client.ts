// The one HTTP client of /backend: every feature's api/*.ts calls through here, so no component
// builds a URL or parses a reply by hand.
import { backendUrl, type Query } from '@common/backend-urls';
import { DEFAULT_INTERFACE_LANGUAGE, interfaceLanguageOf, type InterfaceLanguage } from '@common/interface-languages';
import { withLanguage } from '@common/language-paths';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Listeners told about a 401 from any call, with its body (the admin area returns to /login and says why). */
const unauthorizedListeners = new Set<(body: unknown) => void>();
export function onUnauthorized(listener: (body: unknown) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Listeners told after any write the editor asked for succeeded (a delete, a restore, a save):
 * counts shown elsewhere on screen, such as the menu's TRASH count, read themselves again at once
 * instead of every screen having to remember to tell them.
 */
const writeListeners = new Set<() => void>();
export function onWriteSucceeded(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * Listeners told about a 403 `two_factor_setup_required` from any call: the site requires
 * two-factor sign-in and this account has not set it up (the admin sends it to its Account screen).
 */
const twoFactorSetupListeners = new Set<() => void>();
export function onTwoFactorSetupRequired(listener: () => void): () => void {
  twoFactorSetupListeners.add(listener);
  return () => twoFactorSetupListeners.delete(listener);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A request the editor did not ask for (an autosave, the menu's count read again): a write tells
   * no one (it changes no count), and a 403 asking for two-factor set-up waits for the editor's own
   * next step rather than moving them off the screen they are reading (a 401 still signs them out).
   */
  background?: boolean;
};

/**
 * Sends a request and returns the parsed JSON reply. A non-2xx reply throws an ApiError whose
 * message is the server's `error` (or `message`) text, and which carries the parsed body.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, background = false } = options;
  const init: RequestInit = { method, signal, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const url = backendUrl(path, query);
  const response = await fetch(method === 'GET' ? withLanguage(url, documentLanguage()) : url, init);
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener(parsed));
    if (response.status === 403 && errorCode(parsed) === 'two_factor_setup_required' && !background) twoFactorSetupListeners.forEach((listener) => listener());
    throw new ApiError(response.status, errorText(parsed) ?? `Request failed (${response.status})`, parsed);
  }
  if (method !== 'GET' && !background) writeListeners.forEach((listener) => listener());
  return parsed as T;
}

/**
 * The language of the page making the request (<html lang>, which the server set): a Hindi page
 * reads Hindi content (?lang=hi); the admin's pages, and any render without a document, are English.
 */
function documentLanguage(): InterfaceLanguage {
  return typeof document === 'undefined' ? DEFAULT_INTERFACE_LANGUAGE : interfaceLanguageOf(document.documentElement.lang);
}

function errorText(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function errorCode(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
}
