// The Lighthouse run's floor (bench/empty-page.ts) is only a floor if it has none of a page's own
// work and none of Lighthouse's SEO or accessibility findings, so its row reads as Chromium's cost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmptyPage } from '../../bench/empty-page';

describe('the empty page beside the Lighthouse runs', () => {
  let empty: Awaited<ReturnType<typeof startEmptyPage>>;
  beforeAll(async () => {
    empty = await startEmptyPage();
  });
  afterAll(() => empty.stop());

  it('serves a heading and a paragraph with a language, title, description and viewport, and nothing to run or fetch', async () => {
    const reply = await fetch(empty.url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await reply.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
    expect(html).not.toMatch(/<script|<style|<img|<link rel="stylesheet"|style=/);
    expect(new URL(empty.url).hostname).toBe('127.0.0.1');
  });

  it('answers any other path with 404, so a favicon request costs no page', async () => {
    expect((await fetch(new URL('/favicon.ico', empty.url))).status).toBe(404);
  });
});
