// What each Site section's form shows, field by field, and how its values go between the stored
// section (common/site-settings.ts) and the form: paragraphs as one text with blank lines between
// them, address lines one per line, numbers as typed text, list rows with a key of their own for
// reordering. The server validates (its messages are shown as they come).
import { POLICY_PAGES, SITE_LIMITS, SOCIAL_NETWORKS, type SiteSection, type SiteSettings } from '@common/site-settings';

export type ItemField = {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'checkbox' | 'select';
  options?: readonly string[];
  max?: number;
};

export type Field =
  | { kind: 'text'; key: string; label: string; max: number; multiline?: boolean; hint?: string }
  | { kind: 'paragraphs'; key: string; label: string; hint: string }
  | { kind: 'lines'; key: string; label: string; hint: string }
  | { kind: 'rich'; key: string; label: string; max: number }
  /** A picture of the media library, kept as its file name ('' in the form: none). */
  | { kind: 'image'; key: string; label: string; hint: string }
  | {
      kind: 'list';
      key: string;
      label: string;
      /** One item, for the Add button and announcements ("question"). */
      itemName: string;
      titleOf(row: FormRow): string;
      fields: ItemField[];
      blank(): Record<string, string | boolean>;
      /** The field that is the item's own stable id (FAQ items), kept as its row key. */
      idField?: string;
      /** The rows are pins on the locations map, placed by clicking it (their `x` and `y` fields). */
      pinMap?: boolean;
      max: number;
    };

export type FormRow = { uid: string } & Record<string, string | boolean>;
export type FormValues = Record<string, string | FormRow[]>;

const policyLabels: Record<(typeof POLICY_PAGES)[number], string> = {
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms of Use',
  legalDisclaimer: 'Legal Disclaimer',
  credits: 'Credits',
};

const paragraphHint = 'Leave an empty line between paragraphs.';

export const sectionFields: Record<SiteSection, Field[]> = {
  home: [
    { kind: 'text', key: 'groupDescription', label: 'Group description (banner)', max: SITE_LIMITS.paragraph, multiline: true },
    { kind: 'text', key: 'approachText', label: 'Approach (its first 140 characters show until READ MORE)', max: 3_000, multiline: true },
    { kind: 'text', key: 'aboutTeaser', label: 'About Us block', max: SITE_LIMITS.paragraph, multiline: true },
    {
      kind: 'list',
      key: 'counters',
      label: 'Counters',
      itemName: 'counter',
      titleOf: (row) => String(row.label || 'New counter'),
      fields: [
        { key: 'value', label: 'Number', type: 'number' },
        { key: 'suffix', label: 'After the number (such as +)', type: 'text', max: 5 },
        { key: 'label', label: 'Label', type: 'text', max: SITE_LIMITS.short },
      ],
      blank: () => ({ value: '', suffix: '+', label: '' }),
      max: 8,
    },
    {
      kind: 'list',
      key: 'faq',
      label: 'FAQ',
      itemName: 'question',
      titleOf: (row) => String(row.question || 'New question'),
      fields: [
        { key: 'question', label: 'Question', type: 'text', max: 300 },
        { key: 'answer', label: 'Answer', type: 'textarea', max: SITE_LIMITS.paragraph },
      ],
      blank: () => ({ question: '', answer: '' }),
      idField: 'id',
      max: SITE_LIMITS.faqItems,
    },
  ],
  about: [
    { kind: 'text', key: 'introHeading', label: 'Intro heading', max: SITE_LIMITS.short },
    { kind: 'paragraphs', key: 'introParagraphs', label: 'Intro', hint: paragraphHint },
    { kind: 'text', key: 'profileHeading', label: 'Profile heading', max: SITE_LIMITS.short },
    { kind: 'paragraphs', key: 'profileParagraphs', label: 'Profile', hint: paragraphHint },
    {
      kind: 'list',
      key: 'facts',
      label: 'Facts beside the profile',
      itemName: 'fact',
      titleOf: (row) => String(row.label || 'New fact'),
      fields: [
        { key: 'value', label: 'Value', type: 'text', max: 20 },
        { key: 'label', label: 'Label', type: 'text', max: SITE_LIMITS.short },
      ],
      blank: () => ({ value: '', label: '' }),
      max: 8,
    },
    { kind: 'text', key: 'missionHeading', label: 'Mission heading', max: SITE_LIMITS.short },
    { kind: 'text', key: 'missionText', label: 'Mission', max: SITE_LIMITS.paragraph, multiline: true },
    { kind: 'text', key: 'visionHeading', label: 'Vision heading', max: SITE_LIMITS.short },
    { kind: 'text', key: 'visionText', label: 'Vision', max: SITE_LIMITS.paragraph, multiline: true },
  ],
  policies: [
    { kind: 'text', key: 'updated', label: 'Last updated line (under each title)', max: SITE_LIMITS.short },
    ...POLICY_PAGES.map((page): Field => ({ kind: 'rich', key: page, label: policyLabels[page], max: SITE_LIMITS.richText })),
  ],
  contact: [
    { kind: 'text', key: 'headOfficeLabel', label: 'Address label', max: SITE_LIMITS.short },
    { kind: 'lines', key: 'addressLines', label: 'Address', hint: 'One line of the address per line.' },
    { kind: 'text', key: 'phoneDisplay', label: 'Phone (as shown)', max: 40 },
    { kind: 'text', key: 'phoneTel', label: 'Phone (for dialling)', max: 20, hint: 'Digits with an optional leading +, such as +9118002097545.' },
    { kind: 'text', key: 'email', label: 'E-mail', max: 254 },
    { kind: 'text', key: 'officeHours', label: 'Office hours (optional, shown in the footer)', max: 200 },
  ],
  locations: [
    {
      kind: 'list',
      key: 'items',
      label: 'Offices',
      itemName: 'office',
      titleOf: (row) => String(row.name || 'New office'),
      fields: [
        { key: 'name', label: 'Name (as listed)', type: 'text', max: SITE_LIMITS.short },
        { key: 'city', label: 'City', type: 'text', max: SITE_LIMITS.short },
        { key: 'x', label: 'Pin across the map (%)', type: 'number' },
        { key: 'y', label: 'Pin down the map (%)', type: 'number' },
        { key: 'head', label: 'Head office', type: 'checkbox' },
      ],
      blank: () => ({ name: '', city: '', x: '50', y: '50', head: false }),
      max: SITE_LIMITS.listItems,
      pinMap: true,
    },
  ],
  social: [
    {
      kind: 'list',
      key: 'links',
      label: 'Social links',
      itemName: 'link',
      titleOf: (row) => String(row.name || 'New link'),
      fields: [
        { key: 'name', label: 'Network', type: 'select', options: SOCIAL_NETWORKS },
        { key: 'href', label: 'Web address', type: 'text', max: SITE_LIMITS.url },
      ],
      blank: () => ({ name: SOCIAL_NETWORKS[0], href: 'https://' }),
      max: 10,
    },
  ],
  footer: [
    { kind: 'text', key: 'heading', label: 'Heading', max: SITE_LIMITS.short },
    { kind: 'text', key: 'legalName', label: 'Legal name (in the copyright line)', max: SITE_LIMITS.short },
    { kind: 'text', key: 'agencyName', label: 'Designed by', max: SITE_LIMITS.short },
    { kind: 'text', key: 'agencyHref', label: 'Designer’s web address', max: SITE_LIMITS.url },
  ],
  seo: [
    { kind: 'text', key: 'siteTitle', label: 'Site title (after each page’s title, and alone on Home)', max: 60 },
    { kind: 'text', key: 'defaultDescription', label: 'Default description (for search results of pages without their own)', max: 300, multiline: true },
    {
      kind: 'image',
      key: 'shareImage',
      label: 'Share image',
      hint: 'Shown in link previews of pages without a picture of their own; 1200 × 630 px suits most networks. Without one, the built-in picture is used.',
    },
  ],
};

/** The label a section's form gives one of its fields: what the Activity screen's "Changed" column shows. */
export function siteFieldLabel(section: SiteSection, key: string): string | undefined {
  return sectionFields[section].find((field) => field.key === key)?.label;
}

let nextUid = 0;
export const newUid = (prefix = 'row') => `${prefix}-${Date.now().toString(36)}-${(nextUid++).toString(36)}`;

const numberKeys = new Set(['value', 'x', 'y']);

/** A stored section as its form holds it. */
export function toForm(section: SiteSection, content: SiteSettings[SiteSection]): FormValues {
  const values: FormValues = {};
  const source = content as Record<string, unknown>;
  for (const field of sectionFields[section]) {
    const value = source[field.key];
    if (field.kind === 'paragraphs') values[field.key] = (value as string[]).join('\n\n');
    else if (field.kind === 'lines') values[field.key] = (value as string[]).join('\n');
    else if (field.kind === 'list') {
      values[field.key] = (value as Record<string, unknown>[]).map((item) => {
        const row: FormRow = { uid: field.idField ? String(item[field.idField]) : newUid() };
        for (const itemField of field.fields) {
          const v = item[itemField.key];
          row[itemField.key] = typeof v === 'boolean' ? v : String(v ?? '');
        }
        return row;
      });
    } else values[field.key] = String(value ?? '');
  }
  return values;
}

/** The form's values as the server takes them. */
export function fromForm(section: SiteSection, values: FormValues): SiteSettings[SiteSection] {
  const content: Record<string, unknown> = {};
  for (const field of sectionFields[section]) {
    const value = values[field.key];
    if (field.kind === 'paragraphs') {
      content[field.key] = String(value)
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean);
    } else if (field.kind === 'lines') {
      content[field.key] = String(value)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (field.kind === 'list') {
      content[field.key] = (value as FormRow[]).map((row) => {
        const item: Record<string, unknown> = field.idField ? { [field.idField]: row.uid } : {};
        for (const itemField of field.fields) {
          const v = row[itemField.key];
          // Blank or not a number is sent as null, which the server refuses with its message.
          item[itemField.key] = itemField.type === 'number' && numberKeys.has(itemField.key) ? (v === '' || Number.isNaN(Number(v)) ? null : Number(v)) : v;
        }
        return item;
      });
    } else if (field.kind === 'image') content[field.key] = value === '' ? null : value;
    else content[field.key] = value;
  }
  return content as SiteSettings[SiteSection];
}
