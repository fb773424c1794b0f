// The group's own words: the Home banner description, the approach, and the About page texts.

export const groupDescription =
  'From a single lottery terminal business in Mumbai to twenty ventures across India and Nepal, SJG Group builds companies that people rely on every day: in gaming and hospitality, real estate and infrastructure, food, healthcare, education and clean energy.';

export const approachText =
  'We invest for decades, not quarters. Every SJG venture is run by people who know its market first-hand, backed by the group’s capital, governance and shared services. We enter a sector only when we can raise its standards: fairer games, safer buildings, cleaner water, better care. We keep our promises to regulators, partners and employees, measure ourselves by the trust we earn in each community we serve, and reinvest most of what we make in the people and places that made it possible.';

export const aboutTeaser =
  'Founded in Mumbai in 1980, SJG Group has grown into a diversified enterprise of twenty ventures and over 10,000 employees, with offices from Goa to Kathmandu.';

export const aboutIntro = {
  heading: 'Building enterprises that last',
  paragraphs: [
    'SJG Group is a Mumbai-headquartered business group with interests in lottery technology, licensed gaming, hospitality, real estate, consumer goods, healthcare, logistics, education and renewable energy. What began in 1980 as a small company supplying lottery terminals to state-run draws has become a family of twenty ventures across India and Nepal.',
    'Our companies differ in what they make, but they share a way of working: patient capital, strict compliance, local leadership, and a belief that a business is only as strong as the trust placed in it.',
  ],
} as const;

export const companyProfile = {
  heading: 'Company profile',
  paragraphs: [
    'Today the group employs more than 10,000 people and operates from nine locations: the head office in Mumbai and regional offices in Kathmandu, Nepalgunj, Gangtok, Pune, Lucknow, Delhi, Nagpur and Goa. Each venture has its own board and management team, supported by group-wide finance, legal, technology and people functions.',
    'Our lottery and gaming businesses work only where they are licensed, under the oversight of the relevant authorities. Our hospitality, real estate and infrastructure companies have delivered more than fifty projects, and our consumer, healthcare and education ventures reach millions of households every year.',
  ],
  facts: [
    { value: '1980', label: 'Founded in Mumbai' },
    { value: '20', label: 'Ventures' },
    { value: '10,000+', label: 'Employees' },
    { value: '9', label: 'Offices in India and Nepal' },
  ],
} as const;

export const mission = {
  heading: 'Our mission',
  text: 'To build and grow businesses that improve everyday life, run with integrity and care, creating lasting value for our customers, our people, our partners and the communities we serve.',
} as const;

export const vision = {
  heading: 'Our vision',
  text: 'To be South Asia’s most trusted diversified group: known for the fairness of its games, the quality of its places and products, and the opportunities it opens for the next generation.',
} as const;
