// Reading a paged list of the old site to its last page, and saying in a sentence why a read failed.
import type { z } from 'zod';
import { OldSiteReplyError, OldSiteUnreachableError, type OldSiteClient } from './old-site.client.js';
import { describeShapeError } from './old-site.schema.js';

/**
 * Every page of a list, each item checked on its own. A page that cannot be read is one problem;
 * the pages before and after it still import. total_pages is the old site's word, so reading
 * stops at a page that brings no item not seen before, and after `limits.maxPages` pages: either is
 * a note of the report. An item listed twice comes in once.
 */
export async function readPages(
  client: OldSiteClient,
  path: string,
  envelope: z.ZodType<{ items: unknown[]; totalPages: number }>,
): Promise<{ items: { value: unknown; where: string }[]; problems: string[]; notes: string[] }> {
  const items: { value: unknown; where: string }[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  const { maxPages } = client.limits;
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    if (page > maxPages) {
      notes.push(`${path} says it has ${totalPages} pages; the import read the first ${maxPages} (its cap on pages)`);
      break;
    }
    let reply: { items: unknown[]; totalPages: number };
    try {
      reply = envelope.parse(await client.getJson(path, { page }));
    } catch (error) {
      problems.push(`${path}?page=${page} could not be read: ${reasonOf(error)}`);
      continue;
    }
    totalPages = reply.totalPages;
    const fresh = reply.items.map((value, index) => ({ value, where: `page ${page}, item ${index + 1}` })).filter(({ value }) => {
      const key = itemKeyOf(value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length === 0 && page < totalPages) {
      notes.push(`${path}?page=${page} brought no item that earlier pages had not; the import stopped reading that list there, although it says it has ${totalPages} pages`);
      break;
    }
    items.push(...fresh);
  }
  return { items, problems, notes };
}

/** An item's id when it has one (the old site's lists all do), else its whole text. */
function itemKeyOf(value: unknown): string {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `id ${id}` : JSON.stringify(value);
}

export function reasonOf(error: unknown): string {
  if (error instanceof OldSiteUnreachableError || error instanceof OldSiteReplyError) return error.message;
  if (error && typeof error === 'object' && 'issues' in error) return `wrong shape (${describeShapeError(error as z.ZodError)})`;
  return error instanceof Error ? error.message : String(error);
}
