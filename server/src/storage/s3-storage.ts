// Uploaded files in an S3-compatible bucket (STORAGE=s3): the key `news/NAME` is the object
// `news/NAME`, so several app processes (or hosts) share one set of uploads.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { PassThrough, Readable, Transform } from 'node:stream';
import type { S3Settings } from '../config.js';
import { STORED_FILE_NAME } from '../../../common/upload-areas.js';
import type { ByteRange, ObjectStore, StoredObject } from './object-store.js';

/** What browsers and CDNs may do with a stored object: names are random and never reused. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default (WHEN_SUPPORTED) sends every streamed upload as aws-chunked with a trailing
    // CRC32: several S3-compatible servers refuse it, or store the chunk framing as part of the
    // object. Checksums only where an operation requires one keeps uploads byte-exact everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether an S3 error says the object (or bucket) is not there. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
  }
  return false;
}

/** A sentence naming the bucket and endpoint, for errors a person reads (start-up, the migration). */
export function describeBucket(settings: S3Settings): string {
  return `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} (region ${settings.region})`;
}

/** Throws a readable error when the bucket cannot be reached, does not exist or refuses our credentials. */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const reason = isNotFound(error)
      ? 'it does not exist'
      : error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403
        ? 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
        : error instanceof Error
          ? error.message || error.name
          : String(error);
    throw new Error(`The ${describeBucket(settings)} cannot be reached: ${reason}`, { cause: error });
  }
}

export function createS3Objects(settings: S3Settings, client: S3Client = createS3Client(settings)): ObjectStore {
  const Bucket = settings.bucket;

  return {
    prepare: () => checkBucket(client, settings),

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          // What a CDN or the bucket's own address then sends with it (S3_PUBLIC_BASE_URL).
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    read(key, _size, range) {
      // Callers want a stream at once (as fs.createReadStream gives one); the object's body is
      // piped into it when the request answers, and a failure ends it with that error.
      const output = new PassThrough();
      const abort = new AbortController();
      // A reader that goes away (a visitor closing the page) stops the download too; one that read
      // it all leaves the connection to the SDK's pool.
      output.once('close', () => {
        if (!output.readableEnded) abort.abort();
      });
      client
        .send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }), {
          abortSignal: abort.signal,
        })
        .then((object) => {
          const body = object.Body;
          if (!(body instanceof Readable)) throw new Error(`no body for ${key}`);
          body.once('error', (error) => output.destroy(error));
          const exact = range ? sliceOf(body, range, object.ContentRange) : body;
          exact.once('error', (error) => output.destroy(error));
          exact.pipe(output);
        })
        .catch((error: unknown) => {
          if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return output;
    },

    async list(folder) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, Delimiter: '/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length + 1) ?? '';
          if (STORED_FILE_NAME.test(name)) found.push({ key: `${folder}/${name}`, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there, so a missing object needs no special case.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicBaseUrl: settings.publicBaseUrl,
  };
}

/**
 * Exactly `range` of a body that may hold more: a server may answer a Range with more than was
 * asked (the whole object, as HTTP allows, or, like s3rver, all of it for `bytes=0-0`); its
 * Content-Range says where the body starts.
 */
function sliceOf(body: Readable, range: ByteRange, contentRange: string | undefined): Readable {
  const bodyStart = Number(/^bytes (\d+)-/.exec(contentRange ?? '')?.[1] ?? 0);
  let skip = range.start - bodyStart;
  let left = range.end - range.start + 1;
  if (skip < 0) throw new Error(`the store answered bytes from ${bodyStart}, after the ${range.start} asked for`);
  return body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const from = Math.min(skip, chunk.length);
        skip -= from;
        const part = chunk.subarray(from, from + Math.max(0, left));
        left -= part.length;
        done(null, part.length > 0 ? part : undefined);
      },
    }),
  );
}
