// The Backups screen (issue 48, item 7): its /backend paths, reply shapes and messages, shared by
// the server and the admin SPA.
import type { BackupStatus } from './api-types.js';

/** Paths under /backend. */
export const backupPaths = {
  backups: 'admin/backups',
  /** Followed by `/{file}`: one archive, downloaded. */
  archive: 'admin/backups',
} as const;

export type BackupArchive = {
  /** The archive's name in BACKUP_DIR (`sjg-2026-11-24T0600.tar.gz`, `.age` when encrypted). */
  file: string;
  size_bytes: number;
  /** ISO 8601: when it was written. */
  created_at: string;
  encrypted: boolean;
};

export type BackupsReply = {
  status: BackupStatus;
  /** Newest first. */
  archives: BackupArchive[];
  /** How many archives the scheduled backups keep (BACKUP_KEEP). */
  keep: number;
  encrypted: boolean;
  signed: boolean;
};

export type BackupRunReply = { message: string; archive: BackupArchive };

export const backupScreenMessages = {
  written: (file: string) => `Backup written: ${file}.`,
  alreadyRunning: 'A backup is under way already: wait for it to finish, then try again.',
  failed: (reason: string) => `The backup failed: ${reason}`,
  archiveNotFound: 'No such backup: it may have been deleted as an older one.',
} as const;

/**
 * What the schedule means for an owner or anyone else: when the server backs up by itself, or that
 * it does not and what to do (the variable named beside what it does). `onBackupsScreen`: said on
 * the screen whose button makes one, rather than leading there.
 */
export function backupScheduleSentence(schedule: string | null, owner: boolean, onBackupsScreen = false): string {
  if (schedule) return `The server makes a backup by itself ${schedule}.`;
  if (!owner) return 'The server makes no backups by itself: ask an owner to set up daily backups.';
  const makeOne = onBackupsScreen ? 'Make one now with “Make a backup now”' : 'Make one now on the Backups screen';
  return `The server makes no backups by itself, so only the backups someone makes are there to fall back on. ${makeOne}, and ask whoever runs the server to set BACKUP_EVERY (for example 24h, for one a day).`;
}
