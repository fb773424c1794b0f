// The OpenAPI block of import.routes.ts.
import { z } from 'zod';
import { EDITORIAL_KINDS } from '../../../common/editorial.js';
import type { ImportJobReply } from '../../../common/old-site-import.js';
import { adminOperation, errorReply, jsonReplies, jsonRequestBody, type OpenApiPaths } from '../openapi/openapi-document.js';
import { importStartBody } from './import.routes.js';

const tag = 'Import from the old site (owners)';

const entry = z.object({ kind: z.enum(EDITORIAL_KINDS), title: z.string(), reason: z.string().optional() });

const jobReply = z.object({
  job: z
    .object({
      from: z.string().describe('The old site’s /backend address'),
      dry_run: z.boolean(),
      state: z.enum(['reading', 'importing', 'finished', 'failed']),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      done: z.int(),
      total: z.int().nullable().describe('Known once the old site’s lists are read'),
      last_line: z.string().nullable().describe('The last progress line, as npm run import prints it'),
      report: z
        .object({
          dry_run: z.boolean(),
          created: z.array(entry),
          updated: z.array(entry),
          unchanged: z.array(entry),
          skipped: z.array(entry).describe('Each with its reason'),
          notes: z.array(z.string()),
          bytes: z.int(),
        })
        .nullable(),
      error: z.string().nullable().describe('Why the import could not run'),
    })
    .nullable()
    .describe('The run under way or the last one of this server process; null before the first'),
}) satisfies z.ZodType<ImportJobReply>;

const notOwner = errorReply('Not an owner (`code: forbidden`), two-factor set-up required first, or a cross-site request');

export const importOpenApi: OpenApiPaths = {
  '/admin/import': {
    get: adminOperation(tag, 'The import (or dry run) under way, with its progress, or the last one with its report', {
      responses: { ...jsonReplies('The import', jobReply, [401]), 403: notOwner },
    }),
    post: adminOperation(
      tag,
      {
        summary: 'Start a dry run or the import of the old site’s content, by the rules of npm run import',
        description:
          'Answers at once (202); GET follows the run. `from` is the old site’s address or its /backend address. In production an address inside a network (loopback, private, link-local) is refused.',
      },
      {
        requestBody: jsonRequestBody(importStartBody),
        responses: { ...jsonReplies('Started', jobReply, [400, 401], 202), 403: notOwner, 409: errorReply('An import is under way already') },
      },
    ),
  },
};
