// What the content tests share: a factory that writes rows straight to the database (for tests
// about reads), and a look at the uploads folder (for tests about files).
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../helpers/test-app.js';

/** Every stored file under the uploads folder, as paths relative to it ("news/x.jpg"). */
export async function listUploadedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The stored originals only: a processed image also has WebP variants, `<original>-<width>.webp`. */
export async function listStoredOriginals(t: TestApp): Promise<string[]> {
  return (await listUploadedFiles(t)).filter((file) => !/-\d+\.webp$/.test(file));
}

/** Empties the uploads folder (the area folders stay), so a test sees only the files it made. */
export async function clearUploads(t: TestApp): Promise<void> {
  const files = await listUploadedFiles(t);
  await Promise.all(files.map((file) => rm(path.join(t.uploadsDir, file))));
}

/** A news row `minutesAgo` old, so tests control the newest-first order. */
export async function makeNews(t: TestApp, title: string, minutesAgo: number, fields: { image_url?: string } = {}) {
  const created = new Date(Date.now() - minutesAgo * 60_000);
  return t.db
    .insertInto('news')
    .values({
      slug: title.toLowerCase().replace(/ +/g, '-'),
      title,
      content: `<p>${title}</p>`,
      year: '2026',
      image_url: fields.image_url ?? null,
      created_at: created,
      updated_at: created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
