// Issue 47's "declared once" for the ventures, whose schema is their own: a venture title's limit
// and message changed in a copy of the declaration (not the real one) change what an add and an
// edit refuse, and with which words.
import { describe, expect, it } from 'vitest';
import { contentKinds } from '../../common/content-kinds.js';
import { ventureWriteSchemas } from '../../server/src/ventures/ventures.schema.js';

const shorter = { chars: 12, message: 'A venture title fits in 12 characters.' };
const ventures = contentKinds.ventures;
const shortTitles = { ...ventures, fields: { ...ventures.fields, title: { ...ventures.fields.title, maxLength: shorter } } };

const thirteen = 'Sunrise Farms';

describe('a venture title’s declared limit', () => {
  it('is what the add and the edit refuse a longer title with, in the declared words', () => {
    const { add, edit } = ventureWriteSchemas(shortTitles);
    for (const schema of [add, edit]) {
      const refused = schema.shape.title.safeParse(thirteen);
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([shorter.message]);
      expect(schema.shape.title.parse(' Sunrise Farm ')).toBe('Sunrise Farm');
    }
    // The ventures as they ship take the same title.
    expect(ventureWriteSchemas().add.shape.title.parse(thirteen)).toBe(thirteen);
  });
});
