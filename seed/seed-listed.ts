// Seeds the demo items of a listed kind through the admin's add (addListedItem), as an editor's
// add writes them: the form's rules, the picture through the upload pipeline into the media
// library with its sizes, the first revision and the audit entry. Each item is added at its own
// time, by a clock set to it, so the lists show the dates of the content files.
import { contentKinds, type ListedKind } from '../common/content-kinds.js';
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { plainWrite, type WriteContext } from '../server/src/editorial/item-history.js';
import { listedView } from '../server/src/kinds/listed-declaration.js';
import { listedInsertSchema, type ListedInput } from '../server/src/kinds/listed-schemas.js';
import { addListedItem } from '../server/src/kinds/listed-writes.js';
import { inOrderPreparedAhead } from './concurrency.js';
import { listedDemoItems } from './content/listed-items.js';
import { addUnlessAddedMeanwhile, drawUpload, keepOwnSlug, slugExists } from './seed-item.js';

/** Returns how many items of `kind` were added; an item whose slug is there is left alone. */
export async function seedListedKind(deps: SeedDeps, kind: ListedKind, now: Date): Promise<number> {
  const view = listedView(kind);
  const insertSchema = listedInsertSchema(kind);
  // Oldest first, as editors would have added them: a list by date shows the newest first, and a
  // list in staff order puts each new item at its top (its table's trigger), so both show the
  // content file's order; the latter only when its items are added one at a time.
  const oneAtATime = 'order' in contentKinds[kind];
  const items = [...listedDemoItems[kind]]
    .sort((a, b) => b.ageMs - a.ageMs)
    .map((item) => {
      const addedAt = new Date(now.getTime() - item.ageMs);
      // The add form's rules, as its route applies them: a demo item that breaks one stops the seed here.
      const input = insertSchema.parse({ type: 'insert', ...item.fields(addedAt) }) as ListedInput;
      return { addedAt, input, slug: slugify(input[view.titleField] as string), artwork: item.artwork };
    });
  let added = 0;
  // Drawing the pictures is the slow part: the next two are drawn while items are being added.
  await inOrderPreparedAhead(items, {
    ahead: 2,
    atOnce: oneAtATime ? 1 : 2,
    prepare: async ({ slug, artwork }) =>
      (await slugExists(deps.db, kind, slug)) ? undefined : drawUpload(view.picture.form, view.picture.area, artwork()),
    async work({ addedAt, input, slug }, picture) {
      if (!picture) return;
      const clock = { now: () => addedAt.getTime() };
      const write: WriteContext = { ...plainWrite, amend: (tx, id) => keepOwnSlug(tx, kind, slug, id) };
      if (await addUnlessAddedMeanwhile(() => addListedItem({ ...deps, clock }, kind, input, picture, write))) {
        added += 1;
        deps.onChange?.();
      }
    },
    stop: () => deps.signal?.aborted === true,
  });
  return added;
}
