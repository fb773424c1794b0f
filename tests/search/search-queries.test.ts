// The queries sjg_search makes from the visitor's tsquery (search-excerpts-from-plain-text
// migration): what matches are ranked by, where an excerpt starts, and whether a body holds a match.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function rankingQuery(tsquery: string): Promise<string> {
  return (await sql<{ q: string }>`select sjg_ranking_query(${tsquery}::tsquery)::text as q`.execute(t.db)).rows[0]!.q;
}

async function excerptPattern(tsquery: string): Promise<string> {
  return (await sql<{ p: string }>`select sjg_excerpt_pattern(${tsquery}::tsquery) as p`.execute(t.db)).rows[0]!.p;
}

describe('sjg_ranking_query', () => {
  it('joins the words of an AND or phrase query by OR', async () => {
    expect(await rankingQuery("'casino' & '4821'")).toBe("'casino' | '4821'");
    expect(await rankingQuery("'keep' <-> 'grow' & 'india'")).toBe("'keep' | 'grow' | 'india'");
  });

  it('keeps prefixes and corrected spellings, once each', async () => {
    expect(await rankingQuery("( 'helthcar' | 'helthcar':* | 'healthcar' ) & ( 'clinic' | 'clinic':* ) & 'clinic'")).toBe(
      "'helthcar' | 'helthcar':* | 'healthcar' | 'clinic' | 'clinic':*",
    );
  });

  it('leaves out negated words, and keeps a query of negated words only as it is', async () => {
    expect(await rankingQuery("'casino' & !'goa'")).toBe("'casino'");
    expect(await rankingQuery("!'casino'")).toBe("!'casino'");
  });

  it('writes quotes and backslashes back escaped', async () => {
    expect(await rankingQuery("'o''brien' & 'a\\\\b'")).toBe("'o''brien' | 'a\\\\b'");
  });
});

describe('sjg_excerpt_pattern', () => {
  it("matches a word starting like each lexeme, negated and prefix ones too, a long one without its last letter (a stem's ending may differ from its words')", async () => {
    expect(await excerptPattern("'casino' & !'lotteri':* & ( 'helthcar' | 'helthcar':* | 'healthcar' )")).toBe('\\m(?:casin|lotter|helthca|healthca)');
  });

  it('keeps short lexemes and numbers whole, unescapes quotes and escapes what a regular expression would read', async () => {
    expect(await excerptPattern("'art' <-> '2025' | 'o''brien' | 'v1.2'")).toBe("\\m(?:art|2025|o'brie|v1\\.2)");
    expect(await excerptPattern("'a\\\\b' | 'x(y)'")).toBe('\\m(?:a\\\\b|x\\(y\\))');
  });

  it('gives nothing for a query without lexemes', async () => {
    expect(await excerptPattern('')).toBe('');
  });

  it('finds the word it places the excerpt at, case-insensitively', async () => {
    const pattern = await excerptPattern("'lotteri' & 'v1.2'");
    const found = await sql<{ at: number }>`select regexp_instr('The LOTTERY draw', ${pattern}, 1, 1, 0, 'i') as at`.execute(t.db);
    expect(found.rows[0]!.at).toBe(5);
  });
});

describe('sjg_body_query', () => {
  it('asks for the same words in the body only (weight B), prefixes kept', async () => {
    const bodyQuery = (await sql<{ q: string }>`select sjg_body_query(${"'casino' & !'goa' & 'helth':*"}::tsquery)::text as q`.execute(t.db)).rows[0]!.q;
    expect(bodyQuery).toBe("'casino':B | 'helth':*B");
    const holds = async (title: string, body: string) =>
      (await sql<{ m: boolean }>`select sjg_text_search_vector(${title}, ${body}) @@ ${bodyQuery}::tsquery as m`.execute(t.db)).rows[0]!.m;
    expect(await holds('Goa Grand Casino', 'Gaming floors.')).toBe(false);
    expect(await holds('Goa Grand', 'A casino on the river.')).toBe(true);
    expect(await holds('Clinics', 'Helthy food.')).toBe(true);
  });
});
