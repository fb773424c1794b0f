// The one policy text shown on /privacy-policy, /terms, /legal-disclaimer and /credits (SPEC §2).

export const policyTitles = {
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms of Use',
  legalDisclaimer: 'Legal Disclaimer',
  credits: 'Credits',
} as const;

export const policyUpdated = 'Last updated: 1 November 2026';

export const policySections: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'About this website',
    paragraphs: [
      'This website is published by SJG Group, SJG House, Nariman Point, Mumbai 400021, India, on behalf of the group and its ventures. By using it you accept the terms set out on this page. If you do not agree with them, please do not use the site.',
    ],
  },
  {
    heading: 'Information on this site',
    paragraphs: [
      'The content of this website is provided for general information about the group and its businesses. It is not an offer, an invitation or a recommendation to buy or sell any security, to invest, or to take part in any game. While we take care to keep it accurate and up to date, we make no warranty as to its completeness, and figures, plans and forward-looking statements may change without notice.',
      'Our lottery and gaming ventures operate only where they are licensed and only for adults of legal age. Nothing on this site is intended for audiences in places where such activities are not permitted.',
    ],
  },
  {
    heading: 'Your privacy',
    paragraphs: [
      'When you send us a message through the contact form, we collect the name, mobile number and notes you provide. We use them only to answer your enquiry and to keep a record of it; we do not sell them or use them for marketing without your consent. Messages are kept for as long as needed to deal with your enquiry and then deleted, unless the law requires us to keep them longer.',
      'The site uses only the cookies it needs to work. We do not use advertising or cross-site tracking cookies. You may ask us at any time what information we hold about you, and ask us to correct or delete it, by writing to the address above.',
    ],
  },
  {
    heading: 'Intellectual property',
    paragraphs: [
      'The names, logos, text and images on this site belong to SJG Group or its ventures, or are used with permission. You may view and print pages for your personal, non-commercial use. Any other use requires our prior written consent.',
    ],
  },
  {
    heading: 'Links and liability',
    paragraphs: [
      'Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices. To the extent permitted by law, SJG Group is not liable for any loss arising from the use of this website or reliance on its content.',
      'These terms are governed by the laws of India, and the courts of Mumbai have exclusive jurisdiction over any dispute arising from them.',
    ],
  },
  {
    heading: 'Credits',
    paragraphs: [
      'Design and development of this website by Northlight Digital. All illustrations on this site are original artwork made for SJG Group.',
    ],
  },
];
