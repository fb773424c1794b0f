// Serves every uploaded image at its SPEC §7 location (common/upload-areas.ts), through the
// storage module, from the local disk or the bucket alike, whole or one byte range. Public and immutable (names are random and never reused), so this runs before
// the session middleware; headers keep a browser from treating a file as anything but an image.
import type { Request, Response, Router } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import { backendRouter } from '../http/backend-router.js';
import { anyone } from '../http/route-access.js';
import { keepSubresourceHeaders } from '../http/subresource-headers.js';
import { errorReply, operation, type OpenApiPaths } from '../openapi/openapi-document.js';
import type { ByteRange } from '../storage/object-store.js';
import { contentTypes, type Storage } from '../storage/storage.js';


/** The route of an area, relative to /backend: its URL prefix, its field prefix and the file name. */
function routeOf(area: UploadArea): string {
  const { urlPrefix, fieldPrefix } = uploadAreas[area];
  return `${urlPrefix.replace(/^\/backend/, '')}${fieldPrefix}:name`;
}

export function uploadsRoutes(storage: Storage): Router {
  const router = backendRouter();
  for (const area of Object.keys(uploadAreas) as UploadArea[]) {
    router.get(routeOf(area), anyone, (req, res, next) => {
      sendUpload(storage, area, req, res).catch(next);
    });
  }
  return router;
}

async function sendUpload(storage: Storage, area: UploadArea, req: Request, res: Response): Promise<void> {
  const name = String(req.params.name);
  const extension = /\.([a-z]+)$/.exec(name)?.[1];
  const contentType = extension ? contentTypes[extension] : undefined;
  // storage.find accepts only names it made itself: '..', slashes (also decoded %2f) and the like never reach the disk or bucket.
  const file = contentType ? await storage.find(area, `${uploadAreas[area].fieldPrefix}${name}`) : null;
  if (!file || !contentType) {
    res.status(404).json({ error: serverMessages.notFound });
    return;
  }
  const range = rangeOf(req.headers.range, file.size);
  if (range === 'unsatisfiable') {
    res.status(416).set({ 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${file.size}` }).json({ error: uploadMessages.rangeNotSatisfiable });
    return;
  }
  keepSubresourceHeaders(res, `.${extension}`);
  res.set({
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    // Opened directly, a file runs nothing and reaches no origin.
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  });
  if (range) {
    res.status(206).set({ 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) });
  } else {
    res.set('Content-Length', String(file.size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = file.open(range ?? undefined);
  stream.on('error', (error) => {
    // Headers are gone already; all that is left is to cut the connection.
    req.log?.warn({ err: error }, 'upload read failed');
    res.destroy(error);
  });
  stream.pipe(res);
}

const uploadMessages = {
  rangeNotSatisfiable: 'The requested range is outside the file.',
};

/**
 * The one byte range a `Range: bytes=a-b` (or `a-`, or `-n` for the last n bytes) header asks
 * for, within a file of `size` bytes; null to send the whole file, which RFC 9110 allows for any
 * header it does not understand and for several ranges (images are read whole or resumed once);
 * 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // The last n bytes; a suffix longer than the file is the whole file.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}

export const uploadsOpenApi: OpenApiPaths = Object.fromEntries(
  (Object.keys(uploadAreas) as UploadArea[]).map((area) => [
    routeOf(area).replace(':name', '{name}'),
    {
      get: operation('uploads', `An uploaded image (${area})`, {
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.(jpg|png|webp|gif|avif)$' } }],
        responses: {
          200: { description: 'The image', content: Object.fromEntries(Object.values(contentTypes).map((type) => [type, {}])) },
          206: { description: 'The bytes a `Range: bytes=a-b` header asked for, with Content-Range' },
          404: errorReply('No such file'),
          416: errorReply('The range starts past the end of the file'),
        },
      }),
    },
  ]),
);
