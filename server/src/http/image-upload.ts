// Multipart image uploads: per-field byte limits with the spec's messages, content sniffing (the
// bytes must be JPEG, PNG, WebP, GIF or AVIF, whatever the name says), and a pixel limit checked
// from the header before anything is decoded. Files stay in memory, each capped at its limit.
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { type StorageEngine } from 'multer';
import sharp from 'sharp';
import { serverMessages } from '../../../common/messages.js';
import { nulInBodyError } from './nul-characters.js';
import { HttpError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors.js';

/** 40 megapixels: a small file claiming more would cost gigabytes to decode. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const acceptedTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export type ImageFieldRule = {
  /** The multipart field name, or a pattern for indexed names such as `clients[0][image]`. */
  field: string | RegExp;
  maxBytes: number;
  /** The 413 text when a file is over maxBytes. */
  tooLargeMessage: string;
  /** Oversize files of this field are dropped (and reported) instead of failing the request. */
  dropOversize?: boolean;
};

export type UploadedImage = {
  field: string;
  bytes: Buffer;
  extension: string;
  mime: string;
  width: number;
  height: number;
};

export type ImageUploadResult = {
  images: UploadedImage[];
  /** Fields whose files were over the limit and dropped (rules with dropOversize). */
  droppedFields: string[];
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      imageUpload?: ImageUploadResult;
    }
  }
}

type BufferedFile = Express.Multer.File & { dropped?: boolean };

/**
 * Parses a multipart body whose files must match `rules`. Text fields land in req.body, checked
 * images in req.imageUpload. A file in a field no rule names is refused (400).
 */
export function parseImageUpload(rules: ImageFieldRule[], options: { maxFiles?: number } = {}): RequestHandler {
  const upload = multer({
    storage: cappedMemoryStorage(rules),
    limits: { files: options.maxFiles ?? 60, fields: 400, fieldSize: 256 * 1024, parts: 500 },
  }).any();

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      req.imageUpload = { images: [], droppedFields: [] };
      next();
      return;
    }
    upload(req, res, (error: unknown) => {
      if (error) {
        next(toHttpError(error));
        return;
      }
      const refused = nulInBodyError(req.body);
      if (refused) {
        next(refused);
        return;
      }
      checkImages((req.files as BufferedFile[] | undefined) ?? []).then((result) => {
        req.imageUpload = result;
        next();
      }, next);
    });
  };
}

function ruleFor(rules: ImageFieldRule[], field: string): ImageFieldRule | undefined {
  return rules.find((rule) => (typeof rule.field === 'string' ? rule.field === field : rule.field.test(field)));
}

/** A multer storage that keeps each file in memory but stops reading once it is over its limit. */
function cappedMemoryStorage(rules: ImageFieldRule[]): StorageEngine {
  return {
    _handleFile(_req, file, callback) {
      const rule = ruleFor(rules, file.fieldname);
      if (!rule) {
        file.stream.resume();
        callback(new ValidationError(`Unexpected file field: ${file.fieldname}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      file.stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > rule.maxBytes) over = true;
        if (!over) chunks.push(chunk);
      });
      file.stream.on('error', callback);
      file.stream.on('end', () => {
        if (over && !rule.dropOversize) {
          callback(new PayloadTooLargeError(rule.tooLargeMessage));
          return;
        }
        callback(null, { buffer: over ? Buffer.alloc(0) : Buffer.concat(chunks), size, dropped: over } as Partial<BufferedFile>);
      });
    },
    _removeFile(_req, file, callback) {
      (file as Partial<BufferedFile>).buffer = undefined;
      callback(null);
    },
  };
}

async function checkImages(files: BufferedFile[]): Promise<ImageUploadResult> {
  const images: UploadedImage[] = [];
  const droppedFields: string[] = [];
  for (const file of files) {
    if (file.dropped) {
      droppedFields.push(file.fieldname);
      continue;
    }
    // An empty file part is what a browser sends for a file input left empty.
    if (file.size === 0) continue;
    images.push(await checkImage(file.fieldname, file.buffer));
  }
  return { images, droppedFields };
}

export async function checkImage(field: string, bytes: Buffer): Promise<UploadedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? acceptedTypes[detected.mime] : undefined;
  if (!detected || !extension) throw new ValidationError(serverMessages.notAnImage);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // metadata() reads the header only; nothing is decoded here.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new ValidationError(serverMessages.notAnImage);
  }
  if (!width || !height) throw new ValidationError(serverMessages.notAnImage);
  if (width * height > MAX_IMAGE_PIXELS) throw new ValidationError(serverMessages.imageTooManyPixels);
  return { field, bytes, extension, mime: detected.mime, width, height };
}

function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_PART_COUNT' || error.code === 'LIMIT_FIELD_COUNT') {
      return new PayloadTooLargeError(serverMessages.payloadTooLarge);
    }
    if (error.code === 'LIMIT_FIELD_VALUE') return new PayloadTooLargeError(serverMessages.payloadTooLarge);
    return new ValidationError(error.message);
  }
  // busboy's errors for a malformed body ("Unexpected end of form", bad boundary).
  if (error instanceof Error) return new ValidationError(`Malformed upload: ${error.message}`);
  return new UnsupportedMediaTypeError('Unsupported upload');
}
