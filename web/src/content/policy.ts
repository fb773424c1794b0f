// The titles of /privacy-policy, /terms, /legal-disclaimer and /credits (SPEC §2). Their texts are
// the policies section of the site settings (common/site-settings.ts), edited in the admin.

export const policyTitles = {
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms of Use',
  legalDisclaimer: 'Legal Disclaimer',
  credits: 'Credits',
} as const;
