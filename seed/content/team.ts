// The leadership team as first shown on /team, in that order; staff edit it in the admin (issue 24).

export type TeamMemberContent = { name: string; position: string; bio: string };

export const team: TeamMemberContent[] = [
  { name: 'Rajendra Gupta', position: 'Founder and Chairman', bio: 'Founded the group in 1980 with a single lottery terminal contract and still chairs its board.' },
  { name: 'Ananya Gupta', position: 'Managing Director', bio: 'Leads group strategy and capital allocation; previously ran SJG Hotels & Resorts.' },
  { name: 'Vikram Menon', position: 'Group Chief Financial Officer', bio: 'Chartered accountant with 25 years in corporate finance, treasury and investor relations.' },
  { name: 'Pema Sherpa', position: 'Chief Executive, Nepal Operations', bio: 'Built Lucky Star Lotteries Nepal from Kathmandu into the country’s most trusted draw operator.' },
  { name: 'Farah Qureshi', position: 'Group General Counsel', bio: 'Oversees licensing, compliance and responsible gaming across every jurisdiction we serve.' },
  { name: 'Arjun Deshmukh', position: 'Chief Technology Officer', bio: 'Runs the platforms behind our terminals, PayTech and the group’s shared data centre.' },
  { name: 'Meera Iyer', position: 'Chief People Officer', bio: 'Looks after the careers, safety and wellbeing of more than 10,000 colleagues.' },
  { name: 'Karan Bhatia', position: 'Chief Executive, SJG Realty', bio: 'Has delivered homes, offices and hotels across Pune, Goa and Mumbai for two decades.' },
  { name: 'Dr. Sunita Rao', position: 'Chief Executive, Sanjeevani Healthcare', bio: 'A physician who grew Sanjeevani from one clinic to a network of hospitals and diagnostics.' },
  { name: 'Tenzing Bhutia', position: 'Head of Sikkim Operations', bio: 'Leads gaming services and Himalaya Springs’ bottling plant from Gangtok.' },
  { name: 'Neha Kulkarni', position: 'Head of Sustainability', bio: 'Drives the group’s renewable energy, water and community programmes.' },
  { name: 'Rahul Saxena', position: 'Chief Executive, SJG Logistics', bio: 'Runs the Nagpur hub and a fleet that reaches more than 400 towns every week.' },
];
