// Writes the site's drawn pictures to web/public/images/ from their sources in web/artwork/, with
// the text drawn as outlines (scripts/svg-text-outlines.ts): Home's banner slides, and the news
// fallback, placeholder and map pictures. Run after editing a source: npm run artwork
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outlineSvgText } from './svg-text-outlines';

const root = path.resolve(import.meta.dirname, '..');
export const publicImages = path.join(root, 'web/public/images');

/** Each folder of sources and the folder its outlined copies are served from. */
export const artworkSets = [
  { sources: path.join(root, 'web/artwork/banner'), outputs: path.join(publicImages, 'banner') },
  { sources: path.join(root, 'web/artwork/pictures'), outputs: publicImages },
];

export async function svgSourcesIn(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name.endsWith('.svg')).sort();
}

if (import.meta.filename === process.argv[1]) {
  for (const { sources, outputs } of artworkSets) {
    const names = await svgSourcesIn(sources);
    for (const name of names) await writeFile(path.join(outputs, name), outlineSvgText(await readFile(path.join(sources, name), 'utf8')));
    console.log(`Outlined the text of ${names.length} pictures from ${path.relative(root, sources)}/ into ${path.relative(root, outputs)}/`);
  }
}
