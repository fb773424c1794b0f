// Unique slugs for every table that has one (every content kind but the team): SPEC
// §2's slug of a title made unique with -2, -3, …, and a retry when two writes race for the same one.
import { slugCandidate, slugify } from '../../../common/slug.js';

/**
 * The first free slug for `source`: base, base-2, base-3, … `findTaken(base)` lists the slugs in use
 * that equal base or start with `base-`. With `currentSlug`, an item keeps its slug when the new
 * source gives the same base, so saving without a title change changes no URL.
 */
export async function allocateSlug(
  source: string,
  findTaken: (base: string) => Promise<string[]>,
  currentSlug?: string,
): Promise<string> {
  const base = slugify(source);
  if (currentSlug !== undefined && isCandidateOf(currentSlug, base)) return currentSlug;
  const taken = new Set(await findTaken(base));
  for (let attempt = 1; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}

function isCandidateOf(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^(?:[2-9]|[1-9]\d+)$/.test(slug.slice(base.length + 1)));
}

/** Postgres's unique violation on a `<table>_slug_key` index: another write took the slug first. */
export function isSlugConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && constraint.endsWith('_slug_key');
}

/**
 * Two writes may pick the same free slug at once; the unique index refuses one, which runs again
 * (`write` should be the whole transaction, so the retry allocates afresh).
 */
export async function retryOnSlugConflict<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isSlugConflict(error)) throw error;
    }
  }
}
