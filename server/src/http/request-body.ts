// Reading the parts of a request's body that every route reads the same way.
import type { Request } from 'express';
import type { UploadedImage } from './image-upload.js';

/** The checked image of a multipart field, if one was sent (an empty file input counts as none). */
export function uploadedImage(req: Request, field: string): UploadedImage | undefined {
  return req.imageUpload?.images.find((image) => image.field === field);
}

/** The text fields of a multipart or JSON body; an absent body reads as empty, to fail validation. */
export function bodyFields(req: Request): unknown {
  return req.body ?? {};
}
