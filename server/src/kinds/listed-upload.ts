// A listed kind's multipart upload: its picture's field, its area's size limit with the declared
// message, and a smaller limit on edit where the declaration has one.
import type { RequestHandler } from 'express';
import type { ListedKind } from '../../../common/content-kinds.js';
import { uploadAreas } from '../../../common/upload-areas.js';
import { uploadedImage } from '../http/request-body.js';
import { PayloadTooLargeError } from '../http/errors.js';
import { parseImageUpload } from '../http/image-upload.js';
import { listedView } from './listed-declaration.js';

/**
 * With an edit limit (SPEC §5 has one: 1 MB on add, 600 KB with its own text on edit), the
 * limit depends on `type`, a text field that may come before or after the file, so the body is read
 * with the larger limit and the edit limit applied afterwards. (A file over the add limit sent
 * before `type` on an edit stops the parse early and gets the add limit's text.)
 */
export function parseListedUpload(kind: ListedKind): RequestHandler {
  const { picture } = listedView(kind);
  const parse = parseImageUpload([{ field: picture.form, maxBytes: uploadAreas[picture.area].maxBytes, tooLargeMessage: picture.tooLarge }]);
  const { editLimit } = picture;
  if (!editLimit) return parse;
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      const isUpdate = (req.body as { type?: unknown } | undefined)?.type === 'update';
      const tooLarge = error instanceof PayloadTooLargeError && error.message === picture.tooLarge;
      const overEditLimit = !error && (uploadedImage(req, picture.form)?.bytes.length ?? 0) > editLimit.maxBytes;
      if (isUpdate && (tooLarge || overEditLimit)) {
        next(new PayloadTooLargeError(editLimit.message));
        return;
      }
      next(error);
    });
  };
}
