// The four questions of the Home FAQ accordion (SPEC §2 "Contact and FAQ"); the first is open.

export const faqItems = [
  {
    question: 'What does SJG Group do?',
    answer:
      'SJG Group is a diversified business group headquartered in Mumbai, with over 10,000 employees. Our twenty ventures span lottery technology and licensed gaming, hotels and resorts, real estate and infrastructure, beverages and foods, healthcare, apparel, logistics, payments, education, renewable energy and media.',
  },
  {
    question: 'How many people work for the group?',
    answer:
      'Over 10,000 employees work across our ventures, in the Mumbai head office and in our offices in Kathmandu, Nepalgunj, Gangtok, Pune, Lucknow, Delhi, Nagpur and Goa, as well as on our project sites and in our plants, hotels and clinics.',
  },
  {
    question: 'How can I partner with or invest in an SJG venture?',
    answer:
      'Send us a message with the form on this page, or call our toll-free number. Tell us which venture interests you and our partnerships team will put you in touch with the right people, usually within two working days.',
  },
  {
    question: 'Are your lottery and gaming businesses licensed?',
    answer:
      'Yes. Our lottery and gaming companies operate only in states and countries where these activities are lawful, under licences from the relevant authorities, with independent testing of every system and strict responsible-play safeguards.',
  },
] as const;
