// The catalog check (issue 50, item 6): CI fails on any interface word missing or empty in Hindi or
// Marathi, on a translation that drops or renames a message's {placeholders}, on a key the code no
// longer uses, and on one the code uses that the catalog lacks. English keeps the SPEC's words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactMessages, contactServerMessages, emptyMessages, publicErrorMessages, searchMessages, validationMessages } from '../../common/messages';
import { teamMessages } from '../../common/team';
import english from 'virtual:interface-catalog/en';
import hindi from 'virtual:interface-catalog/hi';
import marathi from 'virtual:interface-catalog/mr';
import { specPrefixes, specTexts } from '../../web/src/lib/interface-words';

const web = path.resolve(import.meta.dirname, '../../web/src');
const catalogFolder = path.join(web, 'content/catalog');
const source = (language: string) => JSON.parse(readFileSync(path.join(catalogFolder, `${language}.json`), 'utf8')) as Record<string, string>;
const en = source('en');

/** The argument names a compiled message uses: `{name}`, `{n, number}`, `{n, plural, …}` and those inside its branches. */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    names.add(name);
    for (const branch of Object.values(branches ?? {})) argumentsOf(branch, names);
  }
  return names;
}

function webSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === catalogFolder ? [] : webSources(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('the interface catalogs', () => {
  for (const [language, compiled] of [
    ['hi', hindi],
    ['mr', marathi],
  ] as const) {
    it(`has every English key in ${language}, none empty, and no other`, () => {
      const translated = source(language);
      expect(Object.keys(en).filter((key) => !translated[key]?.trim()), 'missing or empty').toEqual([]);
      expect(Object.keys(translated).filter((key) => !(key in en)), 'not in English').toEqual([]);
    });

    it(`keeps each message's placeholders in ${language}`, () => {
      // Only English spells a count out ("eight regional offices"): an argument named …Word may go.
      const needed = (key: string) => [...argumentsOf(english[key])].filter((name) => !name.endsWith('Word')).sort();
      for (const key of Object.keys(en)) {
        const used = [...argumentsOf(compiled[key])].sort();
        expect(used.filter((name) => !name.endsWith('Word')), key).toEqual(needed(key));
        expect(used.filter((name) => !argumentsOf(english[key]).has(name)), `${key}: unknown to English`).toEqual([]);
      }
    });
  }

  it('holds exactly the keys the code uses', () => {
    const prefixes = [...new Set(Object.keys(en).map((key) => key.split('.')[0]!))].join('|');
    const used = new Set(webSources(web).flatMap((text) => [...text.matchAll(new RegExp(`'((?:${prefixes})\\.[\\w.]+)'`, 'g'))].map((found) => found[1]!)));
    expect([...used].filter((key) => !(key in en)), 'used but not in the catalog').toEqual([]);
    expect(Object.keys(en).filter((key) => !used.has(key)), 'in the catalog but not used').toEqual([]);
  });

  it("keeps SPEC §5's words in English as common/messages.ts has them", () => {
    expect(en['contact.allFieldsRequired']).toBe(validationMessages.allFieldsRequired);
    expect(en['contact.mobileDigits']).toBe(validationMessages.mobileDigits);
    expect(en['contact.success']).toBe(contactMessages.success);
    expect(en['contact.failure']).toBe(contactMessages.failure);
    // Not SPEC's: the server's own words when a network has sent too many messages.
    expect(en['contact.rateLimited']).toBe(`❌ ${contactServerMessages.rateLimited}`);
    expect(en['contact.networkError']).toBe(`${contactMessages.networkErrorPrefix}{reason}`);
    expect([en['search.placeholder'], en['search.searching'], en['search.empty']]).toEqual([searchMessages.placeholder, searchMessages.searching, searchMessages.empty]);
    expect([en['list.noNews'], en['list.noBlogs'], en['list.noInvestors'], en['list.noTeam']]).toEqual([
      publicErrorMessages.noNews,
      emptyMessages.publicBlogs,
      emptyMessages.publicInvestors,
      teamMessages.empty,
    ]);
    // The SPEC §8 texts the API modules throw, which pages show through the catalog.
    for (const [text, key] of [...Object.entries(specTexts), ...specPrefixes]) expect(en[key], key).toBe(text);
  });
});
