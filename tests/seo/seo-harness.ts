// What the SEO tests share: a built-looking index.html in a temporary web dist folder, and a
// reader of the head tags the server wrote into it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Shaped like Vite's output: a head with the build's own title, description and assets. */
export const builtIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>SJG Group</title>
    <meta name="description" content="The build's own description." />
    <script type="module" crossorigin src="/sjg/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export async function makeWebDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sjg-seo-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), builtIndexHtml);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => entities[name]!);
}

export type HeadTags = {
  titles: string[];
  /** content of <meta name|property=…>, decoded; every occurrence. */
  meta(key: string): string[];
  one(key: string): string | undefined;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
  head: string;
};

/** The tags of the page's head, read with the same rules a crawler applies to this simple markup. */
export function readHead(html: string): HeadTags {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => ({
    key: m[2]!,
    content: decode(m[3]!),
  }));
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => decode(m[1]!));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const meta = (key: string) => metas.filter((m) => m.key === key).map((m) => m.content);
  return { titles, meta, one: (key) => meta(key)[0], canonical, jsonLd, head };
}

export function ldOfType(tags: HeadTags, type: string): Record<string, unknown> | undefined {
  return tags.jsonLd.find((data) => data['@type'] === type);
}
