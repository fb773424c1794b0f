// Deleting a venture (to the trash, editorial/trash.service.ts) or one subcategory, client or
// gallery image (a change of the venture, kept as a revision).
import { successMessages, publicErrorMessages, ventureServerMessages } from '../../../common/messages.js';
import { writeTime } from '../clock.js';
import type { Db } from '../db/database.js';
import { plainWrite, settleItemWrite, type WriteContext } from '../editorial/item-history.js';
import { moveToTrash } from '../editorial/trash.service.js';
import { NotFoundError } from '../http/errors.js';
import type { VentureContext } from './ventures.service.js';
import * as repository from './ventures.repository.js';
import type { DeleteVentureItemInput } from './ventures.schema.js';

/** Returns the success message of what was deleted; a row's picture stays in the media library. */
export async function deleteVentureItem(ctx: VentureContext, input: DeleteVentureItemInput, write: WriteContext = plainWrite): Promise<string> {
  if (input.type === 'venture') {
    await moveToTrash(ctx, { kind: 'ventures', id: input.id }, write.editor, writeTime(ctx), publicErrorMessages.ventureNotFound);
    return successMessages.ventureDeleted;
  }
  return ctx.db.transaction().execute(async (trx) => {
    const { ventureId, message } = await deleteChildRow(trx, input);
    const venture = await repository.lockVenture(trx, ventureId);
    // A row of a trashed venture is the trash's business: it is restored or deleted with it.
    if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
    await settleItemWrite(trx, { kind: 'ventures', id: ventureId, before: venture.status, now: writeTime(ctx), ...write, publication: undefined, inlineDelete: true });
    return message;
  });
}

async function deleteChildRow(
  trx: Db,
  input: Exclude<DeleteVentureItemInput, { type: 'venture' }>,
): Promise<{ ventureId: number; message: string }> {
  switch (input.type) {
    case 'subcategory': {
      const row = await repository.deleteSubcategory(trx, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.subcategoryNotFound);
      return { ventureId: row.venture_id, message: successMessages.subcategoryDeleted };
    }
    case 'client': {
      const row = await repository.deleteClient(trx, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.clientNotFound);
      return { ventureId: row.venture_id, message: successMessages.clientDeleted };
    }
    case 'gallery': {
      const row = await repository.deleteGalleryImage(trx, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.galleryImageNotFound);
      return { ventureId: row.venture_id, message: successMessages.galleryImageDeleted };
    }
    default:
      throw new Error(`deleteChildRow: unknown row type`);
  }
}
