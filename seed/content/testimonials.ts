// Demo testimonials from customers and partners of the group's ventures, with varied ratings.

export type TestimonialContent = { name: string; position: string; stars: number; review: string };

export const testimonials: TestimonialContent[] = [
  {
    name: 'Priya Nair',
    position: 'Operations Head, Konkan Travel Desk',
    stars: 5,
    review:
      'We have booked hundreds of guests into SJG Hotels in Goa and Gangtok, and the feedback is always the same: warm service and rooms that match the photographs. Their team sorts out last-minute changes without any fuss.',
  },
  {
    name: 'Ramesh Patil',
    position: 'Retail Partner, Nagpur',
    stars: 4.5,
    review:
      'My lottery terminal has run almost without a break for six years. When the printer failed during the festival rush, their engineer was at my counter within three hours. That kind of service keeps my business running.',
  },
  {
    name: 'Dr. Sunita Verma',
    position: 'Medical Director, Lucknow Employees Welfare Trust',
    stars: 4.2,
    review:
      'Sanjeevani clinics have made regular health checks practical for our members. Reports arrive on time, the staff are courteous and the pricing is transparent. We would like to see a few more clinics in the eastern districts.',
  },
  {
    name: 'Tenzing Bhutia',
    position: 'Owner, Gangtok Retail Co-op',
    stars: 3.5,
    review:
      'Himalaya Springs is the water our customers ask for by name, and the deposit scheme has cleaned up our street. Deliveries can slip during landslide season, but their team always keeps us informed.',
  },
  {
    name: 'Anil Kulkarni',
    position: 'Farmer, Washim district',
    stars: 4.8,
    review:
      'Deccan Agro weighs my soybean in front of me and the money is in my account the same evening. Their agronomist helped me test my soil, and my yield went up last season. I trust them with my harvest.',
  },
  {
    name: 'Farah Sheikh',
    position: 'Founder, Mandovi Wedding Planners',
    stars: 4,
    review:
      'Coastal Club Goa is one of the most beautiful wedding venues we work with. The events team is experienced and calm under pressure. Parking for large weddings could be better organised, but guests always leave happy.',
  },
  {
    name: 'Vikram Singh',
    position: 'Plant Manager, Pune Industrial Estate',
    stars: 4.7,
    review:
      'Moving our daytime load to solar from SJG Green Energy cut our power bill by almost a fifth. Billing is clear, output has matched their projections and their engineers answer the phone when we need them.',
  },
  {
    name: 'Sushila Devi',
    position: 'Master Artisan, Lucknow chikankari cluster',
    stars: 5,
    review:
      'Loom and Thread pays us a fair price before the work begins and a share when the garment sells. For the first time, the women in our cluster can plan their household budget. They respect our craft.',
  },
  {
    name: 'Rahul Mehta',
    position: 'Owner, Mehta General Stores, Pune',
    stars: 3.9,
    review:
      'SJG PayTech settles my payments every morning and the app is easy to read in Marathi. Setting up took a little longer than promised, but since then it has worked smoothly and support answers quickly.',
  },
  {
    name: 'Pooja Yadav',
    position: 'Front Office Supervisor, Delhi',
    stars: 4.5,
    review:
      'The hospitality course at the Vidya Education Trust centre changed my life. The trainers were patient and practical, and I had a job offer before the course ended. I now train new joiners myself.',
  },
];
