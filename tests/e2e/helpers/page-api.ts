// /backend calls made from inside a signed-in page, with its session cookie and origin, as the
// admin makes them: writes as multipart (pictures given as base64 JPEG), deletes as JSON.
import type { Page } from 'playwright-core';

export type Reply<T> = { status: number; body: T };

export function callFromPage<T>(
  page: Page,
  method: string,
  path: string,
  fields?: Record<string, string>,
  jpegBase64?: Record<string, string>,
): Promise<Reply<T>> {
  return page.evaluate(
    async ({ method, path, fields, jpegBase64 }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: FormData | string | undefined;
      if (fields && method === 'DELETE') {
        body = JSON.stringify(fields);
        headers['Content-Type'] = 'application/json';
      } else if (fields) {
        body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        for (const [name, base64] of Object.entries(jpegBase64 ?? {})) {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          body.append(name, new Blob([bytes], { type: 'image/jpeg' }), `${name}.jpg`);
        }
      }
      const response = await fetch(`/backend/${path}`, { method, body, headers });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    { method, path, fields, jpegBase64 },
  );
}
