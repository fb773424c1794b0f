// Adding a venture: every upload stored first, then the venture and all its rows in one transaction.
import { storeAll, withFileChanges } from '../media/file-lifecycle.js';
import { writeTime } from '../clock.js';
import { allocateSlug, retryOnSlugConflict } from '../content/slugs.js';
import { plainWrite, settleItemWrite, type WriteContext } from '../editorial/item-history.js';
import type { VentureContext } from './ventures.service.js';
import * as repository from './ventures.repository.js';
import type { AddVentureInput } from './ventures.schema.js';

export async function addVenture(ctx: VentureContext, input: AddVentureInput, write: WriteContext = plainWrite): Promise<{ id: number; slug: string }> {
  return withFileChanges(ctx, async (files) => {
    // New uploads are described by the venture's title, a subcategory's or client's by its name,
    // a gallery picture's by its own alt text (else the title), until a form says otherwise.
    const uploadedBy = write.editor?.id ?? null;
    const single = { alt: input.title, uploadedBy };
    const logo = await files.store('ventureLogos', input.logo, single);
    const banner = await files.store('ventureImages', input.img_banner, single);
    const about = await files.store('ventureImages', input.about_img, single);
    const statsImage = await files.store('ventureStats', input.stats_image, single);
    const subcategories = await storeAll(input.subcategories, async (item) => ({
      name: item.name,
      banner_image: (await files.store('ventureCategories', item.banner, { alt: item.name, uploadedBy })) ?? null,
    }));
    const clients = await storeAll(input.clients, async (item) => ({
      client_name: item.name,
      client_image: (await files.store('ventureClients', item.image, { alt: item.name, uploadedBy })) ?? null,
    }));
    const gallery = await storeAll(input.gallery, async (item) => ({
      image: await files.store('ventureGallery', item.image, { alt: item.alt || input.title, uploadedBy }),
      alt_text: item.alt,
      caption: item.caption,
    }));

    return retryOnSlugConflict(() =>
      ctx.db.transaction().execute(async (trx) => {
        const slug = await allocateSlug(input.title, (base) => repository.findVentureSlugsLike(trx, base));
        const venture = await repository.insertVenture(trx, {
          slug,
          title: input.title,
          logo_url: logo,
          img_banner_url: banner,
          about_desc: input.about_desc,
          about_img_url: about,
        });
        await repository.insertStats(trx, {
          venture_id: venture.id,
          stats_image: statsImage,
          stats_right_section_title: input.stats_right_section_title,
          stats_right_section_content: input.stats_right_section_content,
          stats_left_section_title: input.stats_left_section_title,
          stats_left_section_content: input.stats_left_section_content,
        });
        await repository.insertSubcategories(trx, venture.id, subcategories);
        await repository.insertClients(trx, venture.id, clients);
        await repository.insertGalleryImages(trx, venture.id, gallery);
        await settleItemWrite(trx, { kind: 'ventures', id: venture.id, before: null, now: writeTime(ctx), ...write });
        return { id: venture.id, slug: venture.slug };
      }),
    );
  });
}
