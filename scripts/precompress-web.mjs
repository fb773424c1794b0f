// Part of the build: writes <file>.br and <file>.gz beside every compressible file of web/dist,
// at the highest levels (done once here, so the server never compresses the SPA per request).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));

/** Images and fonts are compressed already; only text formats gain. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest', '.ico']);
/** Below this, the encoding headers outweigh the bytes saved. */
const MIN_BYTES = 1024;

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Four files at a time: libuv's four threads compress them, so every core is busy. */
const AT_ONCE = 4;

export async function precompress(folder = distDir) {
  const files = (await filesUnder(folder)).filter((file) => compressible.has(path.extname(file)));
  let count = 0;
  let next = 0;
  async function worker() {
    while (next < files.length) {
      if (await compressFile(files[next++])) count += 1;
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return count;
}

async function compressFile(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost a header.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await precompress();
  console.log(`precompressed ${count} files in ${path.relative(root, distDir) || distDir}`);
}
