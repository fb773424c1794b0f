// The group's demo investors: institutions get a monogram seal, people a portrait silhouette.

export type InvestorContent = { name: string; kind: 'person' | 'institution' };

export const investors: InvestorContent[] = [
  { name: 'Arabian Sea Capital Partners', kind: 'institution' },
  { name: 'Meenakshi Iyer', kind: 'person' },
  { name: 'Deccan Growth Fund', kind: 'institution' },
  { name: 'Rajiv Malhotra', kind: 'person' },
  { name: 'Himalayan Ventures Trust', kind: 'institution' },
  { name: 'Anita Deshpande', kind: 'person' },
  { name: 'Konkan Infrastructure Investors', kind: 'institution' },
  { name: 'Suresh Agarwal', kind: 'person' },
  { name: 'Ganga Family Office', kind: 'institution' },
  { name: 'Kavita Rana', kind: 'person' },
  { name: 'Western India Pension Fund', kind: 'institution' },
  { name: 'Arjun Thapa', kind: 'person' },
  { name: 'Saffron Impact Capital', kind: 'institution' },
  { name: 'Neha Kapoor', kind: 'person' },
];
