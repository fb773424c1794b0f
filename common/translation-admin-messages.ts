// The texts of the admin's reads across translations and of a translation's revisions (issue 50),
// beside translation-messages.ts, in the same words.

export const translationAdminMessages = {
  idsInvalid: (max: number) => `ids must be a comma-separated list of 1 to ${max} item ids.`,
  revisionNotFound: 'That revision does not exist (it may have been pruned).',
  revisionRestored: (language: string, at: string) => `The ${language} text was restored to the revision of ${at}; it is saved, its state unchanged.`,
} as const;
