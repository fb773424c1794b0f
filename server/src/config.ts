// Every environment variable the server reads, parsed once at start-up and frozen.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Decrypter, Encrypter } from 'age-encryption';
import { z } from 'zod';
import { enabledLanguages, type LanguageCode } from '../../common/languages.js';
import { projectRoot } from './project-root.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || isUrlWithProtocol(value, protocols),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The drain after SIGTERM when DATABASE_URL is set and SHUTDOWN_DRAIN_MS is not. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 10_000;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_LISTEN_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  UPLOADS_DIR: z.string().trim().min(1).default('./uploads'),
  SESSION_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  SECRETS_KEY: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText.default('SJG Website <no-reply@sjg.example>'),
  CONTACT_TO: optionalText.default('contact@sjg.example'),
  PUBLIC_BASE_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: optionalText,
  ADMIN_EMAIL: optionalText.refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    'must be an e-mail address',
  ),
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_CONTENT: booleanish,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  CDN_PURGE_URL: optionalUrl(['http:', 'https:']),
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  STORAGE: z
    .enum(['local', 's3', ''], { message: 'must be local or s3' })
    .optional()
    .transform((value) => (value === 's3' ? 's3' : 'local')),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  S3_FORCE_PATH_STYLE: booleanish,
  S3_PUBLIC_BASE_URL: optionalUrl(['http:', 'https:']),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  AWS_REGION: optionalText,
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  BACKUP_EVERY: optionalText.refine(
    (value) => value === undefined || durationMs(value) !== null,
    'must be a duration of at least a minute, such as 30m, 24h or 7d',
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_ENCRYPTION_KEY: optionalText.refine(
    (value) => value === undefined || isAgeKey(value),
    'must be an age secret key (AGE-SECRET-KEY-1…, as age-keygen prints it) or, on a host that only makes backups, its public key (age1…)',
  ),
  BACKUP_SIGNING_KEY: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  SITE_LANGUAGES: optionalText,
});

/** age's own parsers check the key's prefix, length and checksum, so a mistyped key stops the start. */
function isAgeKey(value: string): boolean {
  try {
    if (value.startsWith('AGE-SECRET-KEY-')) new Decrypter().addIdentity(value);
    else if (/^age1(pq1)?[02-9ac-hj-np-z]+$/.test(value)) new Encrypter().addRecipient(value);
    else return false;
    return true;
  } catch {
    return false;
  }
}

/** `30m`, `24h`, `7d` in milliseconds; null for anything else or less than a minute. */
function durationMs(value: string): number | null {
  const match = /^(\d+)\s*(m|h|d)$/.exec(value);
  if (!match) return null;
  const ms = Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
  return ms >= 60_000 ? ms : null;
}

/** Every variable name the server reads (docker compose's test checks it sets no other). */
export const environmentVariableNames: readonly string[] = Object.keys(environmentSchema.shape);

/** Where uploads live (server/src/storage): the local disk under UPLOADS_DIR, or an S3-compatible bucket. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set: any S3-compatible server (MinIO, Ceph, R2, ...). */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** A CDN or bucket address that serves the keys; unset: the app streams them itself. */
  publicBaseUrl: string | undefined;
  /** Set only when both AWS variables are; otherwise the SDK's default chain (profile, instance or pod role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  /**
   * Where the LISTEN connection for content changes goes: DATABASE_URL unless set apart, since a
   * pooler in transaction mode or a read replica cannot LISTEN.
   */
  databaseListenUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  /** The AES-256 key that seals stored secrets (two-factor sign-in's TOTP secrets): 32 bytes. */
  secretsKey: Buffer;
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  publicBaseUrl: string | undefined;
  trustProxy: boolean | number | string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Seed demo content into an empty database at start-up. */
  seedDemoContent: boolean;
  webDistDir: string;
  /**
   * After SIGTERM: how long /readyz says 503 while requests are still served, so a load balancer
   * stops sending first. 10 s by default with DATABASE_URL (the setting of several processes behind
   * a balancer); none on the embedded database, which one process alone serves.
   */
  shutdownDrainMs: number;
  /** Where to POST `{ tags }` after a write so a CDN drops what showed it (http/cdn-purge.ts); none by default. */
  cdnPurgeUrl: string | undefined;
  /** How long a shared cache (a CDN) may serve a public page or read without asking: its s-maxage. */
  cdnMaxAgeSeconds: number;
  storage: StorageSettings;
  /** Where `npm run backup` and the scheduled backups write their archives (server/src/backup). */
  backupDir: string;
  /** How often the server backs up by itself; undefined: never (BACKUP_EVERY unset). */
  backupEveryMs: number | undefined;
  /** How many scheduled archives to keep in backupDir; older ones are deleted after each backup. */
  backupKeep: number;
  /**
   * BACKUP_ENCRYPTION_KEY: archives are encrypted with age to this key (an identity, which also
   * decrypts, or only its public recipient); undefined: plain .tar.gz as before.
   */
  backupEncryptionKey: string | undefined;
  /** BACKUP_SIGNING_KEY's SHA-256: the HMAC key that signs each archive's manifest; undefined: unsigned. */
  backupSigningKey: Buffer | undefined;
  /**
   * SITE_LANGUAGES: the languages the site is in, English first and always (common/languages.ts).
   * A language left out is absent from pages, reads, search, the sitemap and the admin, while its
   * stored texts are kept for the day it is turned on again (site-languages.ts).
   */
  siteLanguages: readonly LanguageCode[];
}>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const isProduction = vars.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !vars.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  if (isProduction && !vars.SECRETS_KEY) {
    problems.push('SECRETS_KEY: required when NODE_ENV=production (at least 32 characters)');
  }
  // Without it the site's absolute URLs would come from each request's Host header.
  if (isProduction && !vars.PUBLIC_BASE_URL) {
    problems.push("PUBLIC_BASE_URL: required when NODE_ENV=production (the site's public address, such as https://www.example.com)");
  }
  if (vars.ADMIN_PASSWORD && !vars.ADMIN_EMAIL) {
    problems.push('ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  }
  if (vars.DATABASE_LISTEN_URL && !vars.DATABASE_URL) {
    problems.push('DATABASE_LISTEN_URL: needs DATABASE_URL (the embedded database listens on its own connection)');
  }
  if (vars.STORAGE === 's3' && !vars.S3_BUCKET) {
    problems.push('S3_BUCKET: required when STORAGE=s3 (the bucket that holds the uploads)');
  }
  if (vars.STORAGE !== 's3' && vars.S3_PUBLIC_BASE_URL) {
    problems.push('S3_PUBLIC_BASE_URL: only used with STORAGE=s3 (uploads on the local disk are served by the app)');
  }
  if (Boolean(vars.AWS_ACCESS_KEY_ID) !== Boolean(vars.AWS_SECRET_ACCESS_KEY)) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither');
  }
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  if (trustProxy instanceof Error) problems.push(`TRUST_PROXY: ${trustProxy.message}`);
  const siteLanguages = siteLanguagesOf(vars.SITE_LANGUAGES);
  if (siteLanguages instanceof Error) problems.push(siteLanguages.message);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(projectRoot, vars.DATA_DIR);
  return Object.freeze({
    env: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    databaseListenUrl: vars.DATABASE_LISTEN_URL ?? vars.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(projectRoot, vars.UPLOADS_DIR),
    sessionSecret: vars.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    secretsKey: secretsKeyOf(vars.SECRETS_KEY ?? developmentSecret(dataDir, 'secrets-key')),
    sessionIdleMs: vars.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxAgeMs: vars.SESSION_MAX_HOURS * 3_600_000,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    contactTo: vars.CONTACT_TO,
    publicBaseUrl: vars.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    trustProxy: trustProxy as boolean | number | string,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    logLevel: vars.LOG_LEVEL,
    seedDemoContent: env.SEED_DEMO_CONTENT === undefined ? true : vars.SEED_DEMO_CONTENT,
    webDistDir: path.join(projectRoot, 'web/dist'),
    // The embedded database allows one server process, so nothing balances traffic to it: a drain
    // would only keep the next start waiting.
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS ?? (vars.DATABASE_URL ? DEFAULT_SHUTDOWN_DRAIN_MS : 0),
    cdnPurgeUrl: vars.CDN_PURGE_URL,
    cdnMaxAgeSeconds: vars.CDN_MAX_AGE_SECONDS,
    storage: storageSettingsOf(vars),
    backupDir: path.resolve(projectRoot, vars.BACKUP_DIR),
    backupEveryMs: vars.BACKUP_EVERY === undefined ? undefined : (durationMs(vars.BACKUP_EVERY) ?? undefined),
    backupKeep: vars.BACKUP_KEEP,
    backupEncryptionKey: vars.BACKUP_ENCRYPTION_KEY,
    backupSigningKey: vars.BACKUP_SIGNING_KEY === undefined ? undefined : secretsKeyOf(vars.BACKUP_SIGNING_KEY),
    siteLanguages: Object.freeze(siteLanguages as LanguageCode[]),
  });
}

/** enabledLanguages' list, or its refusal (which names SITE_LANGUAGES and the known codes) as one more problem. */
function siteLanguagesOf(value: string | undefined): LanguageCode[] | Error {
  try {
    return enabledLanguages(value);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function storageSettingsOf(vars: z.infer<typeof environmentSchema>): StorageSettings {
  if (vars.STORAGE !== 's3' || !vars.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    // S3-compatible servers mostly ignore the region, but the SDK signs with one.
    region: vars.S3_REGION ?? vars.AWS_REGION ?? 'us-east-1',
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    publicBaseUrl: vars.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    credentials:
      vars.AWS_ACCESS_KEY_ID && vars.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.AWS_ACCESS_KEY_ID, secretAccessKey: vars.AWS_SECRET_ACCESS_KEY, ...(vars.AWS_SESSION_TOKEN ? { sessionToken: vars.AWS_SESSION_TOKEN } : {}) }
        : undefined,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string | Error {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  // Express also takes a comma-separated list of addresses or subnets ("loopback, 10.0.0.0/8").
  if (/^[\w.:/, -]+$/.test(value)) return value;
  return new Error('must be true, false, a hop count or a list of trusted addresses');
}

/** Development only: a random secret made on the first start and kept, so restarts keep sessions. */
function developmentSessionSecret(dataDir: string): string {
  return developmentSecret(dataDir, 'session-secret');
}

/**
 * SECRETS_KEY is any text of at least 32 characters (`openssl rand -base64 32` makes one); its
 * SHA-256 is the key, so every form of writing 32 random bytes gives a full-strength key.
 */
function secretsKeyOf(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Development only: a random secret made on the first start and kept in DATA_DIR (readable by its
 * owner alone), so restarts keep sessions and can still open what was sealed.
 */
function developmentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
