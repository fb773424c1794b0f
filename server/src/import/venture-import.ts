// Ventures from the old site: the public list (get_venture.php, to its last page) in display order,
// then each venture's details (ventures_details_api.php?id=) with its stats, subcategories,
// clients and gallery, written through the admin's add and edit of a venture. An update sends the
// subcategories, clients and gallery whole, in the old order, and removes the rows they replace:
// pictures already imported are chosen from the media library, not downloaded again.
import type { z } from 'zod';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { itemPictures } from '../media/item-pictures.js';
import type { ImageSource } from '../media/library-choice.js';
import { ventureTextsOf } from '../../../common/venture-texts.js';
import { addVenture } from '../ventures/venture-add.service.js';
import { editVenture } from '../ventures/venture-edit.service.js';
import * as ventureRows from '../ventures/ventures.repository.js';
import { addVentureSchema, editVentureSchema } from '../ventures/ventures.schema.js';
import { slugOf, type ImportDeps, type ItemWriter, type OldItem, type PictureSlot } from './import-item.js';
import { readPages, reasonOf } from './old-site-pages.js';
import type { OldSiteClient } from './old-site.client.js';
import {
  describeShapeError,
  oldVentureDetailsSchema,
  oldVentureListItemSchema,
  ventureListEnvelopeSchema,
  type OldVentureDetails,
  type OldVentureListItem,
} from './old-site.schema.js';

export type VentureListing = OldVentureListItem;

export async function readVentures(
  client: OldSiteClient,
): Promise<{ listings: VentureListing[]; problems: { title: string; problem: string }[]; notes: string[] }> {
  const { items, problems, notes } = await readPages(client, 'ventures/get_venture.php', ventureListEnvelopeSchema);
  const listings: VentureListing[] = [];
  const found = problems.map((problem) => ({ title: 'list', problem }));
  for (const { value, where } of items) {
    const parsed = oldVentureListItemSchema.safeParse(value);
    if (parsed.success) listings.push(parsed.data);
    else found.push({ title: where, problem: `the old site's reply has the wrong shape (${describeShapeError(parsed.error)})` });
  }
  return { listings, problems: found, notes };
}

/** Reads the venture's details and describes it for importItem. */
export async function ventureImport(deps: ImportDeps, client: OldSiteClient, listing: VentureListing): Promise<{ item: OldItem; writer: ItemWriter }> {
  const reply = await client.getJson('ventures/ventures_details_api.php', { id: listing.id }).catch((error: unknown) => {
    throw new Error(`its details could not be read: ${reasonOf(error)}`);
  });
  const parsed = oldVentureDetailsSchema.safeParse(reply);
  if (!parsed.success) throw new Error(`the old site's reply has the wrong shape (${describeShapeError(parsed.error)})`);
  const details = parsed.data;
  const { venture } = details;
  const stats = venture.stats[0];
  // A gallery row here always has a picture; one without on the old site has nothing to show.
  const gallery = details.gallery.filter((entry): entry is typeof entry & { image: string } => entry.image !== null);

  const pictures: PictureSlot[] = [];
  const add = (slot: string, area: UploadArea, field: string | null, resent: boolean) => {
    if (field) pictures.push({ slot, area, field, limit: uploadAreas[area].maxBytes, resent });
  };
  add('logo', 'ventureLogos', venture.logo_url, false);
  add('img_banner', 'ventureImages', venture.img_banner_url, false);
  add('about_img', 'ventureImages', venture.about_img_url, false);
  add('stats_image', 'ventureStats', stats?.stats_image ?? null, false);
  details.subcategories.forEach((entry, index) => add(`subcategories.${index}`, 'ventureCategories', entry.banner_image, true));
  details.clients.forEach((entry, index) => add(`clients.${index}`, 'ventureClients', entry.client_image, true));
  gallery.forEach((entry, index) => add(`gallery.${index}`, 'ventureGallery', entry.image, true));

  const texts = ventureTextsOf(venture, stats ?? undefined);
  const item: OldItem = {
    kind: 'ventures',
    sourceId: listing.id,
    slug: slugOf({ slug: listing.slug ?? venture.slug, title: venture.title }),
    title: venture.title,
    createdAt: null,
    content: {
      ...texts,
      subcategories: details.subcategories.map((entry) => entry.name),
      clients: details.clients.map((entry) => entry.client_name),
      gallery: gallery.map((entry) => [entry.altText, entry.caption]),
    },
    pictures,
  };
  return { item, writer: ventureWriter(deps, details, gallery, texts) };
}

function ventureWriter(
  deps: ImportDeps,
  details: OldVentureDetails,
  gallery: { image: string; altText: string; caption: string }[],
  texts: Record<string, string>,
): ItemWriter {
  // The rows an update replaces, read just before it.
  let replaced: ventureRows.VentureChildren | undefined;
  return {
    prepare(target, pictures) {
      const picture = (slot: string): ImageSource | undefined => pictures.fetched.get(slot)?.upload ?? pictures.reused.get(slot);
      const children = {
        subcategories: details.subcategories.map((entry, index) => ({ name: entry.name, banner: picture(`subcategories.${index}`) })),
        clients: details.clients.map((entry, index) => ({ name: entry.client_name, image: picture(`clients.${index}`) })),
        gallery: gallery.map((entry, index) => ({ image: picture(`gallery.${index}`), alt: entry.altText, caption: entry.caption, altRequired: false })),
      };
      const images = { logo: picture('logo'), img_banner: picture('img_banner'), about_img: picture('about_img'), stats_image: picture('stats_image') };
      if (!target) {
        const input = checkedVenture(addVentureSchema, { ...texts, ...images, ...children });
        return async (write) => (await addVenture(deps, input, write)).id;
      }
      const input = checkedVenture(editVentureSchema, { venture_id: String(target.id), ...texts, ...images, ...children, gallery_existing: [] });
      return async (write) => {
        replaced = await ventureRows.listVentureChildren(deps.db, [target.id]);
        await editVenture(deps, input, write);
        return target.id;
      };
    },
    async amend(tx) {
      if (!replaced) return;
      for (const row of replaced.subcategories) await ventureRows.deleteSubcategory(tx, row.id);
      for (const row of replaced.clients) await ventureRows.deleteClient(tx, row.id);
      for (const row of replaced.gallery) await ventureRows.deleteGalleryImage(tx, row.id);
    },
    async storedFields(tx: Db, id: number) {
      const fields: Record<string, string | null> = {};
      for (const picture of await itemPictures(tx, 'ventures', id)) fields[picture.form] = picture.field;
      const children = await ventureRows.listVentureChildren(tx, [id]);
      children.subcategories.forEach((row, index) => (fields[`subcategories.${index}`] = row.banner_image));
      children.clients.forEach((row, index) => (fields[`clients.${index}`] = row.client_image));
      children.gallery.forEach((row, index) => (fields[`gallery.${index}`] = row.image));
      return fields;
    },
  };
}

/** The admin's venture rules; the message names the field, since SPEC §5 has one text for every missing piece. */
function checkedVenture<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${issue?.path.join('.') || 'venture'}: ${issue?.message ?? 'breaks a rule of the venture form'}`);
  }
  return result.data;
}
