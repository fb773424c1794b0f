// `npm run docs:screens`: copies the editor's guide's pictures (docs/screens/*.webp) from the
// screenshots the browser tests leave in tests/e2e/artifacts/, so the guide shows the screens as
// the tests last saw them. Run it after the browser test files named below.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'tests/e2e/artifacts');
const screens = path.join(root, 'docs/screens');

// Full-page shots are long: the top of a screen is what the guide points at, and a fixed size keeps
// each picture well under 100 KB.
const WIDTH = 900;
const MAX_HEIGHT = 1400;
const QUALITY = 70;

// The new screens of issue 48, each with the test file that saves it (`saveScreenshot(page, name)`
// writes `<name>-<width>.jpg`). Media's several-picture upload is saved at 375 px only.
const pictures = [
  { name: 'admin-frame-blogs', width: 1280, test: 'tests/e2e/admin-frame.e2e.ts' },
  { name: 'admin-publish-check', width: 1280, test: 'tests/e2e/admin-fewer-interruptions.e2e.ts' },
  { name: 'admin-saved-note', width: 1280, test: 'tests/e2e/admin-fewer-interruptions.e2e.ts' },
  { name: 'admin-list-trash-undo', width: 1280, test: 'tests/e2e/admin-fewer-interruptions.e2e.ts' },
  { name: 'admin-bulk-bar', width: 1280, test: 'tests/e2e/admin-fewer-interruptions.e2e.ts' },
  { name: 'admin-move-to-position', width: 1280, test: 'tests/e2e/admin-fewer-interruptions.e2e.ts' },
  { name: 'admin-mail', width: 1280, test: 'tests/e2e/admin-mail.e2e.ts' },
  { name: 'admin-backups', width: 1280, test: 'tests/e2e/admin-tasks.e2e.ts' },
  { name: 'admin-import-dry-run', width: 1280, test: 'tests/e2e/admin-tasks.e2e.ts' },
  { name: 'admin-media-several', width: 375, test: 'tests/e2e/admin-tasks.e2e.ts' },
];

const missing = pictures.filter(({ name, width }) => !existsSync(path.join(artifacts, `${name}-${width}.jpg`)));
if (missing.length > 0) {
  for (const { name, width, test } of missing) console.error(`Missing tests/e2e/artifacts/${name}-${width}.jpg: run \`npx vitest run --config tests/e2e/vitest.config.ts ${test}\``);
  process.exit(1);
}

mkdirSync(screens, { recursive: true });
let total = 0;
for (const { name, width } of pictures) {
  const source = path.join(artifacts, `${name}-${width}.jpg`);
  const { width: sourceWidth, height: sourceHeight } = await sharp(source).metadata();
  // A phone-width shot stays at its own width: enlarging it would only blur it.
  const outWidth = Math.min(WIDTH, sourceWidth);
  const outHeight = Math.min(MAX_HEIGHT, Math.round((sourceHeight * outWidth) / sourceWidth));
  const target = path.join(screens, `${name}.webp`);
  await sharp(source)
    .resize({ width: outWidth })
    .extract({ left: 0, top: 0, width: outWidth, height: outHeight })
    .webp({ quality: QUALITY })
    .toFile(target);
  const size = statSync(target).size;
  total += size;
  console.log(`docs/screens/${name}.webp ${outWidth}×${outHeight} ${(size / 1024).toFixed(1)} KB`);
}
console.log(`${pictures.length} pictures, ${(total / 1024).toFixed(1)} KB in all`);
