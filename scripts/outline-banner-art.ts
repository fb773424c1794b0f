// Writes the banner's slides to web/public/images/banner/ from their sources in web/artwork/banner/,
// with the text drawn as outlines (scripts/svg-text-outlines.ts). Run after editing a source:
// npm run artwork:banner
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outlineSvgText } from './svg-text-outlines';

const root = path.resolve(import.meta.dirname, '..');
export const bannerSources = path.join(root, 'web/artwork/banner');
export const bannerOutputs = path.join(root, 'web/public/images/banner');

if (import.meta.filename === process.argv[1]) {
  const names = (await readdir(bannerSources)).filter((name) => name.endsWith('.svg')).sort();
  for (const name of names) {
    const source = await readFile(path.join(bannerSources, name), 'utf8');
    await writeFile(path.join(bannerOutputs, name), outlineSvgText(source));
  }
  console.log(`Outlined the text of ${names.length} banner slides into ${path.relative(root, bannerOutputs)}/`);
}
