// Deleting a venture (with all its children and files) or one subcategory, client or gallery image.
import { successMessages, publicErrorMessages, ventureServerMessages } from '../../../common/messages.js';
import { withFileChanges, type FileChanges } from '../content/file-lifecycle.js';
import { NotFoundError } from '../http/errors.js';
import type { VentureContext } from './ventures.service.js';
import * as repository from './ventures.repository.js';
import type { DeleteVentureItemInput } from './ventures.schema.js';

/** Returns the success message of what was deleted; the files go once the rows are gone. */
export async function deleteVentureItem(ctx: VentureContext, input: DeleteVentureItemInput): Promise<string> {
  return withFileChanges(ctx, (files) => deleteItem(ctx, files, input));
}

async function deleteItem(ctx: VentureContext, files: FileChanges, input: DeleteVentureItemInput): Promise<string> {
  switch (input.type) {
    case 'venture': {
      await ctx.db.transaction().execute(async (trx) => {
        const venture = await repository.lockVenture(trx, input.id);
        if (!venture) throw new NotFoundError(publicErrorMessages.ventureNotFound);
        const children = await repository.listVentureChildren(trx, [venture.id]);
        await repository.deleteVenture(trx, venture.id);
        files.retire('ventureLogos', venture.logo_url);
        files.retire('ventureImages', venture.img_banner_url);
        files.retire('ventureImages', venture.about_img_url);
        for (const row of children.stats) files.retire('ventureStats', row.stats_image);
        for (const row of children.subcategories) files.retire('ventureCategories', row.banner_image);
        for (const row of children.clients) files.retire('ventureClients', row.client_image);
        for (const row of children.gallery) files.retire('ventureGallery', row.image);
      });
      return successMessages.ventureDeleted;
    }
    case 'subcategory': {
      const row = await repository.deleteSubcategory(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.subcategoryNotFound);
      files.retire('ventureCategories', row.banner_image);
      return successMessages.subcategoryDeleted;
    }
    case 'client': {
      const row = await repository.deleteClient(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.clientNotFound);
      files.retire('ventureClients', row.client_image);
      return successMessages.clientDeleted;
    }
    case 'gallery': {
      const row = await repository.deleteGalleryImage(ctx.db, input.id);
      if (!row) throw new NotFoundError(ventureServerMessages.galleryImageNotFound);
      files.retire('ventureGallery', row.image);
      return successMessages.galleryImageDeleted;
    }
  }
}
