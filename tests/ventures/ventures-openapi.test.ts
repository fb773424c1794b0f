import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../helpers/test-images.js';
import {
  bannerVenturesReplySchema,
  ventureAddReplySchema,
  ventureAdminListReplySchema,
  ventureDeleteReplySchema,
  ventureDetailsSchema,
  ventureEditReplySchema,
  venturePublicListReplySchema,
  ventureSummaryListReplySchema,
  venturePublicReplySchema,
} from '../../server/src/ventures/ventures.schema.js';
import { addVentureViaApi, completeAddForm, sendForm, startVentureHarness, type VentureHarness } from './ventures-harness.js';

// The OpenAPI document is generated from these reply schemas, so real replies must parse with them.
describe('ventures in the OpenAPI document', () => {
  let h: VentureHarness;

  beforeAll(async () => {
    h = await startVentureHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('describes every ventures path with its method', async () => {
    const res = await h.get('/backend/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    for (const path of ['ventures_api.php', 'get_venture.php', 'ventures_details_api.php', 'banner_api.php']) {
      expect(paths[`/ventures/${path}`]?.get, path).toBeDefined();
    }
    for (const path of ['add_venture_api.php', 'edit_venture_api.php', 'delete_venture_api.php']) {
      expect(paths[`/ventures/${path}`]?.post, path).toMatchObject({ security: [{ adminSession: [] }] });
    }
  });

  it('matches the real replies of every ventures endpoint', async () => {
    const parts = await completeAddForm('Documented Venture');
    const added = await sendForm(h.adminPost('/backend/ventures/add_venture_api.php'), parts);
    ventureAddReplySchema.parse(added.body);
    const { id } = added.body as { id: number };
    const second = await addVentureViaApi(h, 'Second Documented');

    ventureAdminListReplySchema.parse((await h.get('/backend/ventures/ventures_api.php?page=1')).body);
    venturePublicListReplySchema.parse((await h.get('/backend/ventures/get_venture.php?page=1')).body);
    ventureSummaryListReplySchema.parse((await h.get('/backend/ventures/get_venture.php?page=1&view=summary')).body);
    venturePublicReplySchema.parse((await h.get('/backend/ventures/get_venture.php?slug=documented-venture')).body);
    ventureDetailsSchema.parse((await h.get(`/backend/ventures/ventures_details_api.php?id=${id}`)).body);
    bannerVenturesReplySchema.strict().parse((await h.get('/backend/ventures/banner_api.php')).body);

    const edited = await sendForm(h.adminPost('/backend/ventures/edit_venture_api.php'), {
      fields: { venture_id: String(id), title: 'Documented Again' },
      files: { 'gallery[]': await smallJpeg() },
    });
    ventureEditReplySchema.parse(edited.body);
    const deleted = await h.adminPost('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id: second.id });
    ventureDeleteReplySchema.parse(deleted.body);
  });
});
