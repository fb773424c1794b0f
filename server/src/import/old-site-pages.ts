// Reading a paged list of the old site to its last page, and saying in a sentence why a read failed.
import type { z } from 'zod';
import { OldSiteReplyError, OldSiteUnreachableError, type OldSiteClient } from './old-site.client.js';
import { describeShapeError } from './old-site.schema.js';

/**
 * Every page of a list, each item checked on its own. A page that cannot be read is one problem;
 * the pages before and after it still import.
 */
export async function readPages(
  client: OldSiteClient,
  path: string,
  envelope: z.ZodType<{ items: unknown[]; totalPages: number }>,
): Promise<{ items: { value: unknown; where: string }[]; problems: string[] }> {
  const items: { value: unknown; where: string }[] = [];
  const problems: string[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    try {
      const reply = envelope.parse(await client.getJson(path, { page }));
      totalPages = reply.totalPages;
      reply.items.forEach((value, index) => items.push({ value, where: `page ${page}, item ${index + 1}` }));
    } catch (error) {
      problems.push(`${path}?page=${page} could not be read: ${reasonOf(error)}`);
    }
  }
  return { items, problems };
}

export function reasonOf(error: unknown): string {
  if (error instanceof OldSiteUnreachableError || error instanceof OldSiteReplyError) return error.message;
  if (error && typeof error === 'object' && 'issues' in error) return `wrong shape (${describeShapeError(error as z.ZodError)})`;
  return error instanceof Error ? error.message : String(error);
}
