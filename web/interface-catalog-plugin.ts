// Compiles the interface's message catalogs (web/src/content/catalog/<language>.json, ICU messages a
// translator reads) into Lingui's compiled form when they are imported as
// `virtual:interface-catalog/<language>`, so no ICU parser ships to the visitor: @lingui/core only
// interpolates. Used by the browser build, the server renderer's build and the tests alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:interface-catalog/';
const catalogFolder = path.resolve(import.meta.dirname, 'src/content/catalog');

export function interfaceCatalogs(): Plugin {
  return {
    name: 'sjg-interface-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`No interface catalog is named "${language}".`);
      const file = path.join(catalogFolder, `${language}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
      // JSON.parse of a string literal is faster for the browser to read than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
