// Issue 47's measure of "declared once": a field added to one kind's declaration, in this fixture
// and nowhere else, is validated with its own message, described in the OpenAPI document, shown in
// the admin form, read from the old site by the import, and searched. (Its database column is the
// one thing a real field adds besides: tests/search/declared-search.test.ts adds one and searches it.)
import { describe, expect, it } from 'vitest';
import { contentKinds, searchedKinds, type KindDeclaration } from '../../common/content-kinds.js';
import { searchTriggerArguments } from '../../server/src/db/declared-search.js';
import { listedImport } from '../../server/src/import/content-import.js';
import { listedViewOf } from '../../server/src/kinds/listed-declaration.js';
import { listedOpenApi } from '../../server/src/kinds/listed-openapi.js';
import { listedWriteSchema } from '../../server/src/kinds/listed-schemas.js';
import { buildOpenApiDocument } from '../../server/src/openapi/openapi-document.js';
import { adminFieldsOf } from '../../web/src/features/admin-content/admin-fields.js';

const summaryRequired = 'A summary is required';

/** News with one more field: a summary, required, searched as body text, called `teaser` on the old site. */
const newsWithSummary = (() => {
  const news = contentKinds.news;
  const summary = { type: 'longText', label: 'Summary', requiredMessage: summaryRequired, translatable: true, search: 'body', importFrom: 'teaser' } as const;
  return { ...news, fields: { ...news.fields, summary } } satisfies KindDeclaration;
})();
const view = listedViewOf('news', newsWithSummary);

const insert = { type: 'insert', title: 'Expo opens', content: '<p>Stalls.</p>', year: '2026' };

describe('a field added to a kind’s declaration', () => {
  it('is required on add with its own message, and kept as sent', () => {
    const missing = listedWriteSchema(view).safeParse(insert);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([summaryRequired]);
    expect(listedWriteSchema(view).parse({ ...insert, summary: ' Sandals sold out. ' })).toMatchObject({ summary: 'Sandals sold out.' });
    // The kind as it ships does not know the field.
    expect(listedWriteSchema('news').parse(insert)).not.toHaveProperty('summary');
  });

  it('is in the OpenAPI document: the write and the reply', () => {
    const document = buildOpenApiDocument([listedOpenApi(view)]) as { paths: Record<string, Record<string, { summary: string; requestBody: unknown; responses: unknown }>> };
    const post = document.paths['/news/news_api.php']!.post!;
    expect(post.summary).toContain('summary');
    expect(JSON.stringify(post.requestBody)).toContain('"summary"');
    expect(JSON.stringify(document.paths['/news/news_api.php']!.get!.responses)).toContain('"summary"');
  });

  it('is in the admin form, with its label and message', () => {
    expect(adminFieldsOf(newsWithSummary).find((field) => field.name === 'summary')).toMatchObject({
      kind: 'text',
      label: 'Summary',
      multiline: true,
    });
  });

  it('is read from the old site’s reply under its old name by the import', () => {
    const imported = listedImport(view);
    const old = imported.schema.parse({ id: 7, slug: 'expo-opens', title: 'Expo opens', content: '<p>Stalls.</p>', year: '2026', teaser: 'Sandals sold out.', image_url: null });
    expect(imported.item(old).content).toMatchObject({ title: 'Expo opens', summary: 'Sandals sold out.' });
  });

  it('is searched with the body', () => {
    const news = searchedKinds({ ...contentKinds, news: newsWithSummary }).find((searched) => searched.kind === 'news')!;
    expect(searchTriggerArguments(news)).toEqual(['news', 'title', 'content,summary', 'html', 'image_url']);
  });
});
