// What backups and restores say to a person: one sentence each, naming the archive and what is wrong.
export const backupMessages = {
  damaged: (archive: string, reason: string) => `The archive ${archive} is damaged: ${reason}. Nothing was restored.`,
  badChecksum: (archive: string, entry: string) =>
    `The archive ${archive} is damaged: ${entry} does not match the checksum in its manifest. Nothing was restored.`,
  noManifest: (archive: string) =>
    `The archive ${archive} is incomplete: it has no manifest.json (a truncated copy or a backup that did not finish). Nothing was restored.`,
  badManifest: (archive: string, reason: string) => `The archive ${archive} has an unreadable manifest.json (${reason}). Nothing was restored.`,
  notOurs: (archive: string) => `${archive} is not a backup of this site (its manifest.json is of another format). Nothing was restored.`,
  entryAfterManifest: (archive: string, entry: string) =>
    `The archive ${archive} is damaged: ${entry} comes after the manifest, which is always last. Nothing was restored.`,
  entryTwice: (archive: string, entry: string) => `The archive ${archive} is damaged: it holds ${entry} twice. Nothing was restored.`,
  entryTooLarge: (archive: string, entry: string) =>
    `The archive ${archive} is not one of ours: ${entry} is larger than any entry a backup writes. Nothing was restored.`,
  unlistedEntry: (archive: string, entry: string) =>
    `The archive ${archive} is damaged: ${entry} is not in its manifest. Nothing was restored.`,
  missingEntry: (archive: string, entry: string) =>
    `The archive ${archive} is incomplete: ${entry}, listed in its manifest, is missing. Nothing was restored.`,
  newerThanCode: (archive: string, migration: string, latest: string) =>
    `The archive ${archive} was made by a newer version of the site (its database is at migration ${migration}, which this code does not have; the latest here is ${latest}): update the code first. Nothing was restored.`,
  databaseNotEmpty: (what: string) =>
    `The database is not empty (${what}): restore into an empty one, or add --force to replace its content.`,
  uploadsNotEmpty: (count: number) =>
    `The uploads are not empty (${count} file${count === 1 ? '' : 's'}): restore into an empty folder or bucket, or add --force.`,
  notConfirmed: 'Restore cancelled: nothing was changed.',
  badFileKey: (archive: string, key: string) => `The archive ${archive} names a file outside the uploads (${key}). Nothing was restored.`,
  encryptedWithoutKey: (archive: string) =>
    `The archive ${archive} is encrypted: set BACKUP_ENCRYPTION_KEY to the age secret key it was made with to restore it. Nothing was restored.`,
  encryptedPublicKeyOnly: (archive: string) =>
    `The archive ${archive} is encrypted, and BACKUP_ENCRYPTION_KEY here is a public key (age1…), which only encrypts: set the secret key (AGE-SECRET-KEY-1…) to restore it. Nothing was restored.`,
  encryptedWithOtherKey: (archive: string) =>
    `The archive ${archive} is encrypted with another key: BACKUP_ENCRYPTION_KEY does not open it. Nothing was restored.`,
  signatureChanged: (archive: string) =>
    `The archive ${archive} was changed after it was signed: its manifest does not match the signature made with this site's BACKUP_SIGNING_KEY. Nothing was restored.`,
  notSignedHere: (archive: string, verdict: string) =>
    `The archive ${archive} is ${verdict === 'not signed' ? 'not signed' : 'signed with another key'}, and this site signs its backups (BACKUP_SIGNING_KEY): add --accept-unsigned to restore it if you trust where it came from. Nothing was restored.`,
  countMismatch: (table: string, expected: number, actual: number) =>
    `The restored table ${table} has ${actual} rows where the archive's manifest counts ${expected}; the restore was rolled back.`,
} as const;
