// One old item's way in, whatever its kind: find what it became here (the import's record, then
// the slug, then the title), tell unchanged from changed without downloading what is already here,
// download the rest, and write it through the admin's service in one transaction that also keeps
// the old slug and date and the import's record. A failure leaves nothing of the item behind: the
// transaction rolls back and the services remove the files they stored for it.
import type { z } from 'zod';
import { followsSlugRule, slugify } from '../../../common/slug.js';
import type { UploadArea } from '../../../common/upload-areas.js';
import type { Clock } from '../clock.js';
import { keepsSlugHistory, recordSlugChange } from '../content/slug-history.repository.js';
import { allocateSlug } from '../content/slugs.js';
import type { Db } from '../db/database.js';
import type { WriteContext } from '../editorial/item-history.js';
import type { Logger } from '../logger.js';
import { mediaNameOf } from '../media/item-pictures.js';
import type { LibraryChoice } from '../media/library-choice.js';
import type { Storage } from '../storage/storage.js';
import { fetchPicture, sha256Of, type FetchedPicture } from './import-pictures.js';
import {
  findImportRecord,
  findImportRecordBySourceId,
  findItemIdBySlug,
  findItemIdByTitle,
  findItemState,
  findMediaNamesPresent,
  findSlugsTakenLike,
  saveImportRecord,
  setSlugAndDate,
  type ImportedPicture,
  type ImportKind,
  type ImportRecord,
} from './import.repository.js';
import type { OldSiteClient } from './old-site.client.js';

export type ImportDeps = { db: Db; storage: Storage; logger: Logger; clock?: Clock | undefined };

/** A picture of the old item: its slot ('image', 'logo', 'gallery.0'), where it goes, and its limit. */
export type PictureSlot = {
  slot: string;
  area: UploadArea;
  field: string;
  limit: number;
  /**
   * Whether an update must send it even when unchanged (a venture's subcategories, clients and
   * gallery are written whole); a kept one is reused from the library, not downloaded again.
   */
  resent: boolean;
};

export type OldItem = {
  kind: ImportKind;
  sourceId: string;
  /**
   * The old site's slug (its own, or made from the title as SPEC §2 says): the item's key in the
   * import's record, and its slug here when it follows the slug rules and is free.
   */
  slug: string;
  title: string;
  createdAt: Date | null;
  /** The text fields as the old site gave them, for the content hash. */
  content: unknown;
  pictures: PictureSlot[];
};

/** The pictures an item's write gets: new downloads, and library pictures kept from an earlier run. */
export type PictureSet = { fetched: Map<string, FetchedPicture>; reused: Map<string, LibraryChoice> };

export type ItemWriter = {
  /** Checks the item against the admin's rules and returns its write; throws the rule's message. */
  prepare(target: { id: number } | null, pictures: PictureSet): (write: WriteContext) => Promise<number>;
  /** Inside the write's transaction, before the record: what else the item needs (old child rows removed). */
  amend?(tx: Db, id: number): Promise<void>;
  /** Inside the write's transaction: the field value each picture slot now holds. */
  storedFields(tx: Db, id: number): Promise<Record<string, string | null>>;
};

export type ItemOutcome = { action: 'created' | 'updated' | 'unchanged' | 'skipped'; reason?: string; notes: string[] };

type Match = { id: number | undefined; record: ImportRecord | undefined; trashed: boolean };

/** Parses with one of the admin's write schemas; its first message is why the item is skipped. */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'the item breaks a rule of the admin forms');
  return result.data;
}

export function slugOf(item: { slug?: string | undefined; title: string }): string {
  return item.slug ?? slugify(item.title);
}

export async function importItem(
  deps: ImportDeps,
  client: OldSiteClient,
  item: OldItem,
  writer: ItemWriter,
  options: { dryRun: boolean },
): Promise<ItemOutcome> {
  const match = await matchItem(deps.db, item);
  if (match.trashed) {
    return { action: 'skipped', reason: 'it is in the trash here (restore it to import it again)', notes: [] };
  }
  const contentSha256 = sha256Of(JSON.stringify(item.content));
  const slotUrls = new Map(item.pictures.map((slot) => [slot.slot, client.pictureUrl(slot.area, slot.field)]));
  const recorded = match.id !== undefined ? match.record : undefined;
  if (recorded && sameUrls(recorded.pictures, slotUrls) && recorded.content_sha256 === contentSha256) {
    return { action: 'unchanged', notes: [] };
  }

  const pictures = await gatherPictures(deps.db, client, item.pictures, slotUrls, recorded, match.id === undefined);
  const notes = [...pictures.fetched.entries()]
    .filter(([, picture]) => picture.resized)
    .map(([slot, { url, resized }]) => `picture ${slot} (${url}) made smaller to fit: ${resized!.from}, ${resized!.fromBytes} bytes -> ${resized!.to}, ${resized!.toBytes} bytes`);
  if (recorded && recorded.content_sha256 === contentSha256 && sameBytes(recorded.pictures, item.pictures, slotUrls, pictures)) {
    // Only addresses changed: the same bytes are here already.
    if (!options.dryRun) await saveImportRecord(deps.db, { ...recorded, pictures: recordedPictures(item, slotUrls, pictures, recorded, currentFields(recorded)) });
    return { action: 'unchanged', notes };
  }

  const write = writer.prepare(match.id === undefined ? null : { id: match.id }, pictures);
  const action = match.id === undefined ? 'created' : 'updated';
  if (options.dryRun) {
    const { note } = await slugHere(deps.db, item, match.id);
    return { action, notes: note ? [note, ...notes] : notes };
  }
  let slugNote: string | undefined;
  await write({
    editor: null,
    publication: undefined,
    amend: async (tx, id) => {
      await writer.amend?.(tx, id);
      const { slug, redirect, note } = await slugHere(tx, item, id);
      slugNote = note;
      await setSlugAndDate(tx, item.kind, id, { slug, createdAt: item.createdAt });
      if (redirect && keepsSlugHistory(item.kind)) await recordSlugChange(tx, item.kind, id, { oldSlug: item.slug, newSlug: slug });
      const fields = await writer.storedFields(tx, id);
      await saveImportRecord(tx, {
        kind: item.kind,
        source_key: item.slug,
        source_id: item.sourceId,
        item_id: id,
        content_sha256: contentSha256,
        pictures: recordedPictures(item, slotUrls, pictures, recorded, fields),
      });
    },
  });
  return { action, notes: slugNote ? [slugNote, ...notes] : notes };
}

/**
 * The slug an old item gets here, by the rules a typed title's slug follows: the old slug when the
 * rule would make it, else one made from the title as the editor's forms make it (the old slug may
 * be anything, `../../x` or markup, and such an item could not be reached); either made unique as
 * a typed one is. A plain old slug that is not kept (other case, an underscore, taken here) is
 * remembered so its old address redirects, as after a rename; one with other characters is not.
 */
async function slugHere(db: Db, item: OldItem, id: number | undefined): Promise<{ slug: string; redirect: boolean; note?: string }> {
  const follows = followsSlugRule(item.slug);
  const slug = await allocateSlug(follows ? item.slug : item.title, (base) => findSlugsTakenLike(db, item.kind, base, id));
  if (slug === item.slug) return { slug, redirect: false };
  const redirect = /^[\p{L}\p{M}\p{N}_-]{1,200}$/u.test(item.slug) && !/^[-_]+$/.test(item.slug);
  const why = follows ? 'is taken here' : 'breaks the slug rules';
  const after = redirect && keepsSlugHistory(item.kind) && !follows ? ' (the old address redirects to it)' : '';
  return { slug, redirect, note: `its old slug ${JSON.stringify(item.slug)} ${why}; it is ${JSON.stringify(slug)} here${after}` };
}

/** The import's record, then its record by the old id (a renamed item), then the slug, then the title. */
async function matchItem(db: Db, item: OldItem): Promise<Match> {
  const record = (await findImportRecord(db, item.kind, item.slug)) ?? (await findImportRecordBySourceId(db, item.kind, item.sourceId));
  if (record) {
    const state = await findItemState(db, item.kind, record.item_id);
    if (state?.trashed) return { id: undefined, record, trashed: true };
    if (state) return { id: state.id, record, trashed: false };
    // Deleted forever here: matched afresh below, as if never imported.
  }
  const id = (await findItemIdBySlug(db, item.kind, item.slug)) ?? (await findItemIdByTitle(db, item.kind, item.title));
  return { id, record: undefined, trashed: false };
}

function sameUrls(recorded: Record<string, ImportedPicture>, urls: Map<string, string>): boolean {
  const slots = Object.keys(recorded);
  return slots.length === urls.size && slots.every((slot) => recorded[slot]!.url === urls.get(slot));
}

/** Every slot holds the bytes recorded for it (downloaded again, or known by its address), in the same order. */
function sameBytes(recorded: Record<string, ImportedPicture>, slots: PictureSlot[], urls: Map<string, string>, pictures: PictureSet): boolean {
  if (Object.keys(recorded).length !== slots.length) return false;
  const byUrl = new Map(Object.values(recorded).map((picture) => [picture.url, picture]));
  return slots.every(({ slot }) => {
    const sha256 = pictures.fetched.get(slot)?.sha256 ?? byUrl.get(urls.get(slot)!)?.sha256;
    return sha256 !== undefined && sha256 === recorded[slot]?.sha256;
  });
}

/**
 * Downloads what is new. On an update, a single picture whose address is unchanged is left as it
 * is, and one that must be sent again is chosen from the library when the earlier run stored it
 * and the library still has it.
 */
async function gatherPictures(
  db: Db,
  client: OldSiteClient,
  slots: PictureSlot[],
  urls: Map<string, string>,
  recorded: ImportRecord | undefined,
  creating: boolean,
): Promise<PictureSet> {
  const byUrl = new Map(Object.values(recorded?.pictures ?? {}).map((picture) => [picture.url, picture]));
  const present = await findMediaNamesPresent(
    db,
    slots.flatMap((slot) => {
      const earlier = byUrl.get(urls.get(slot.slot)!);
      const name = earlier && mediaNameOf(slot.area, earlier.field);
      return name ? [name] : [];
    }),
  );
  const fetched = new Map<string, FetchedPicture>();
  const reused = new Map<string, LibraryChoice>();
  await Promise.all(
    slots.map(async (slot) => {
      const earlier = creating ? undefined : byUrl.get(urls.get(slot.slot)!);
      const kept = earlier !== undefined && recorded?.pictures[slot.slot]?.url === earlier.url;
      if (earlier && kept && !slot.resent) return;
      const name = earlier && mediaNameOf(slot.area, earlier.field);
      if (name && present.has(name)) {
        reused.set(slot.slot, { chosen: true, field: earlier.field, name });
        return;
      }
      fetched.set(slot.slot, await fetchPicture(client, slot.area, slot.field, slot.limit));
    }),
  );
  return { fetched, reused };
}

function currentFields(record: ImportRecord): Record<string, string | null> {
  return Object.fromEntries(Object.entries(record.pictures).map(([slot, picture]) => [slot, picture.field]));
}

/** What the record keeps of each slot: its old address, its bytes' hash and what it is stored as here. */
function recordedPictures(
  item: OldItem,
  urls: Map<string, string>,
  pictures: PictureSet,
  recorded: ImportRecord | undefined,
  fields: Record<string, string | null>,
): Record<string, ImportedPicture> {
  const byUrl = new Map(Object.values(recorded?.pictures ?? {}).map((picture) => [picture.url, picture]));
  const result: Record<string, ImportedPicture> = {};
  for (const { slot } of item.pictures) {
    const url = urls.get(slot)!;
    const sha256 = pictures.fetched.get(slot)?.sha256 ?? byUrl.get(url)?.sha256 ?? recorded?.pictures[slot]?.sha256;
    const field = fields[slot];
    if (sha256 && field) result[slot] = { url, sha256, field };
  }
  return result;
}
