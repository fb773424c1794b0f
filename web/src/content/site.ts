// The group's contact details, locations and social accounts, shown in the footer and on Home.

export const group = {
  name: 'SJG Group',
  legalName: 'SJG Group of Companies',
  foundedYear: 1980,
} as const;

export const headOffice = {
  label: 'Head Office',
  lines: ['SJG House, 14th Floor', 'Nariman Point', 'Mumbai, Maharashtra 400021', 'India'],
} as const;

export const tollFree = { display: '1800 209 7545', tel: '+9118002097545' } as const;

export const contactEmail = 'connect@sjggroup.example';

/** The eight locations of SPEC §2 (the head office in Mumbai is the ninth pin on the map). */
export const locations = [
  'Kathmandu-Nepal',
  'Nepalgunj',
  'Gangtok-Sikkim',
  'Pune',
  'Lucknow',
  'Delhi',
  'Nagpur',
  'Goa',
] as const;

export const socialLinks = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Twitter', href: 'https://twitter.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export const agency = { name: 'Northlight Digital', href: 'https://example.com/' } as const;
