// The leadership team on /team. The first TEAM_INITIAL_COUNT show at once; LOAD MORE reveals more.

export type TeamMember = { name: string; role: string; bio: string; initials: string };

export const TEAM_INITIAL_COUNT = 6;
export const TEAM_LOAD_MORE_COUNT = 3;

export const teamMembers: TeamMember[] = [
  { name: 'Rajendra Gupta', role: 'Founder and Chairman', initials: 'RG', bio: 'Founded the group in 1980 with a single lottery terminal contract and still chairs its board.' },
  { name: 'Ananya Gupta', role: 'Managing Director', initials: 'AG', bio: 'Leads group strategy and capital allocation; previously ran SJG Hotels & Resorts.' },
  { name: 'Vikram Menon', role: 'Group Chief Financial Officer', initials: 'VM', bio: 'Chartered accountant with 25 years in corporate finance, treasury and investor relations.' },
  { name: 'Pema Sherpa', role: 'Chief Executive, Nepal Operations', initials: 'PS', bio: 'Built Lucky Star Lotteries Nepal from Kathmandu into the country’s most trusted draw operator.' },
  { name: 'Farah Qureshi', role: 'Group General Counsel', initials: 'FQ', bio: 'Oversees licensing, compliance and responsible gaming across every jurisdiction we serve.' },
  { name: 'Arjun Deshmukh', role: 'Chief Technology Officer', initials: 'AD', bio: 'Runs the platforms behind our terminals, PayTech and the group’s shared data centre.' },
  { name: 'Meera Iyer', role: 'Chief People Officer', initials: 'MI', bio: 'Looks after the careers, safety and wellbeing of more than 10,000 colleagues.' },
  { name: 'Karan Bhatia', role: 'Chief Executive, SJG Realty', initials: 'KB', bio: 'Has delivered homes, offices and hotels across Pune, Goa and Mumbai for two decades.' },
  { name: 'Dr. Sunita Rao', role: 'Chief Executive, Sanjeevani Healthcare', initials: 'SR', bio: 'A physician who grew Sanjeevani from one clinic to a network of hospitals and diagnostics.' },
  { name: 'Tenzing Bhutia', role: 'Head of Sikkim Operations', initials: 'TB', bio: 'Leads gaming services and Himalaya Springs’ bottling plant from Gangtok.' },
  { name: 'Neha Kulkarni', role: 'Head of Sustainability', initials: 'NK', bio: 'Drives the group’s renewable energy, water and community programmes.' },
  { name: 'Rahul Saxena', role: 'Chief Executive, SJG Logistics', initials: 'RS', bio: 'Runs the Nagpur hub and a fleet that reaches more than 400 towns every week.' },
];
