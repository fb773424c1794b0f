// Serves every uploaded image at its SPEC §7 location (common/upload-areas.ts), through the
// storage module. Public and immutable (names are random and never reused), so this runs before
// the session middleware; headers keep a browser from treating a file as anything but an image.
import { Router, type Request, type Response } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { OpenApiPaths } from '../openapi/openapi-document.js';
import type { Storage } from '../storage/storage.js';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The route of an area, relative to /backend: its URL prefix, its field prefix and the file name. */
function routeOf(area: UploadArea): string {
  const { urlPrefix, fieldPrefix } = uploadAreas[area];
  return `${urlPrefix.replace(/^\/backend/, '')}${fieldPrefix}:name`;
}

export function uploadsRoutes(storage: Storage): Router {
  const router = Router();
  for (const area of Object.keys(uploadAreas) as UploadArea[]) {
    router.get(routeOf(area), (req, res, next) => {
      sendUpload(storage, area, req, res).catch(next);
    });
  }
  return router;
}

async function sendUpload(storage: Storage, area: UploadArea, req: Request, res: Response): Promise<void> {
  const name = String(req.params.name);
  const extension = /\.([a-z]+)$/.exec(name)?.[1];
  const contentType = extension ? contentTypes[extension] : undefined;
  // storage.find accepts only names it made itself: '..', slashes (also decoded %2f) and the like never reach the disk.
  const file = contentType ? await storage.find(area, `${uploadAreas[area].fieldPrefix}${name}`) : null;
  if (!file || !contentType) {
    res.status(404).json({ error: serverMessages.notFound });
    return;
  }
  res.set({
    'Content-Type': contentType,
    'Content-Length': String(file.size),
    'X-Content-Type-Options': 'nosniff',
    // Opened directly, a file runs nothing and reaches no origin.
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = file.open();
  stream.on('error', (error) => {
    // Headers are gone already; all that is left is to cut the connection.
    req.log?.warn({ err: error }, 'upload read failed');
    res.destroy(error);
  });
  stream.pipe(res);
}

export const uploadsOpenApi: OpenApiPaths = Object.fromEntries(
  (Object.keys(uploadAreas) as UploadArea[]).map((area) => [
    routeOf(area).replace(':name', '{name}'),
    {
      get: {
        summary: `An uploaded image (${area})`,
        tags: ['uploads'],
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.(jpg|png|webp|gif|avif)$' } }],
        responses: {
          200: { description: 'The image', content: Object.fromEntries(Object.values(contentTypes).map((type) => [type, {}])) },
          404: { description: 'No such file', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
  ]),
);
