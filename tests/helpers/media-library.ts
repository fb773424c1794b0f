// What the media library holds of a stored file: its row and how many items (or earlier versions)
// use it, read straight from the database, for tests of the writes that keep pictures.
import type { TestApp } from './test-app.js';

/** The library row of a file name (the last part of a field or URL), or undefined. */
export async function mediaRowOf(t: TestApp, field: string) {
  const name = field.slice(field.lastIndexOf('/') + 1);
  return t.db.selectFrom('media').selectAll().where('name', '=', name).executeTakeFirst();
}

/** How many uses the library counts for a file name (live items, the trash, earlier versions, site sections). */
export async function mediaUseCount(t: TestApp, field: string): Promise<number> {
  const name = field.slice(field.lastIndexOf('/') + 1);
  const row = await t.db
    .selectFrom('media_uses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Each original among `files` (paths under the uploads folder; WebP variants skipped) is in the library, used by nothing. */
export async function expectUnusedInLibrary(t: TestApp, files: string[]): Promise<void> {
  const originals = files.filter((file) => !/-\d+\.webp$/.test(file));
  if (originals.length === 0) throw new Error('expectUnusedInLibrary: no stored original among the files');
  for (const file of originals) {
    if ((await mediaRowOf(t, file)) === undefined) throw new Error(`${file} is not in the media library`);
    const uses = await mediaUseCount(t, file);
    if (uses !== 0) throw new Error(`${file} has ${uses} uses, expected none`);
  }
}
