import { describe, expect, it } from 'vitest';
import { CRAWLABLE_AUDIT, figuresOf, type Lhr } from '../../bench/lighthouse-result.js';

/** A result whose SEO category is Lighthouse's own score with these audits' scores (weights as Lighthouse 12 gives them). */
function resultWith(scores: Record<string, number | null>, categoryScore: number): Lhr {
  const weights: Record<string, number> = { viewport: 1, 'document-title': 1, 'meta-description': 1, 'http-status-code': 1, 'link-text': 1, [CRAWLABLE_AUDIT]: 4.043, 'robots-txt': 1, 'image-alt': 1, hreflang: 1, canonical: 0 };
  return {
    categories: { seo: { score: categoryScore, auditRefs: Object.keys(weights).map((id) => ({ id, weight: weights[id]! })) } },
    audits: Object.fromEntries(Object.keys(weights).map((id) => [id, { score: id in scores ? scores[id]! : 1, title: id }])),
    environment: { benchmarkIndex: 2_000 },
    configSettings: { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 4 } },
  };
}

describe("a page's SEO score", () => {
  it("is Lighthouse's own score for a page open to search engines", () => {
    expect(figuresOf(resultWith({ [CRAWLABLE_AUDIT]: 0 }, 0.66)).seo).toBe(66);
  });

  it('leaves out, for a page kept from search engines on purpose, only the audit it fails by design', () => {
    expect(figuresOf(resultWith({ [CRAWLABLE_AUDIT]: 0 }, 0.66), [CRAWLABLE_AUDIT]).seo).toBe(100);
    // Another failing audit still shows, weighed as Lighthouse weighs it; one without a score (not applicable) is left out.
    expect(figuresOf(resultWith({ [CRAWLABLE_AUDIT]: 0, 'link-text': 0, hreflang: null }, 0.6), [CRAWLABLE_AUDIT]).seo).toBe(86);
  });
});
