// The group's name, and its contact details and social accounts as the site ships them: the
// defaults of the contact, social and footer sections (issue 24), which owners now edit in the
// admin's Site section; the footer and Home read the stored ones (lib/site-settings.tsx).
import { defaultSiteSettings } from '@common/site-settings';

const { contact, social, footer } = defaultSiteSettings;

export const group = {
  name: 'SJG Group',
  legalName: footer.legalName,
  foundedYear: 1980,
} as const;

export const headOffice = { label: contact.headOfficeLabel, lines: contact.addressLines } as const;

export const tollFree = { display: contact.phoneDisplay, tel: contact.phoneTel } as const;

export const contactEmail = contact.email;

export const socialLinks = social.links;
