// The group's demo news items, newest first. Content is HTML limited to p, h2, h3, ul/li,
// strong, em and blockquote; `daysAgo` spreads the dates over the past eighteen months.

export type NewsContent = { title: string; daysAgo: number; content: string };

export const news: NewsContent[] = [
  {
    title: 'SJG Group opens its new regional office in Nagpur',
    daysAgo: 6,
    content: `<p>SJG Group has opened a regional office in Nagpur to bring its logistics, agro-processing and lottery terminal teams in central India under one roof. The four-storey building near the Wardha Road interchange houses more than 350 employees and a training floor for field engineers and retail partners.</p>
<h2>Why Nagpur</h2>
<p>Nagpur sits at the geographic centre of India, and several of the group's businesses already depend on it. SJG Logistics runs its main hub here, Deccan Agro Industries buys from farmers across Vidarbha, and the lottery terminal service team covers much of Maharashtra from the city.</p>
<blockquote>Putting these teams side by side means faster decisions for our customers and better careers for the people of the region. — Group Chairman</blockquote>
<p>The office was designed to use <strong>forty per cent less energy</strong> than a conventional building of its size, with rooftop solar supplied by SJG Green Energy and rainwater harvesting for the landscaped courtyard.</p>`,
  },
  {
    title: 'Himalaya Springs doubles bottling capacity in Sikkim',
    daysAgo: 41,
    content: `<p>Himalaya Springs Beverages has commissioned a second bottling line at its plant in the Sikkim foothills, raising daily capacity from 425,000 to <strong>850,000 bottles</strong>. The line was installed in eleven weeks without stopping production on the existing hall.</p>
<h2>Built for the mountains</h2>
<p>The new line uses lighter bottles made with thirty per cent recycled plastic and a filling system that cuts water loss during rinsing by half. It has created 120 permanent jobs, almost all of them filled by people from the surrounding villages.</p>
<h3>What changes for customers</h3>
<ul>
<li>Shorter waiting times for distributors in Siliguri, Guwahati and Kolkata</li>
<li>A new one-litre glass bottle for hotels and restaurants</li>
<li>Year-round supply of the sparkling range, previously seasonal</li>
</ul>
<p>The company's bottle deposit scheme in Gangtok will expand to Namchi and Pelling in the coming months.</p>`,
  },
  {
    title: 'Vidya Education Trust awards 2,000 new scholarships',
    daysAgo: 88,
    content: `<p>Vidya Education Trust, the not-for-profit arm of SJG Group, has awarded <strong>2,000 new full scholarships</strong> for the academic year, covering tuition, books, uniforms and a daily hot meal. The scholarships are funded by contributions from every company in the group.</p>
<p>Scholarship holders were chosen on need and merit by panels that included teachers, parents and local officials in Maharashtra, Uttar Pradesh and Sikkim. More than half of this year's recipients are girls, and a third are the first in their families to attend secondary school.</p>
<blockquote><em>My daughter wants to become a doctor. Now the only thing she has to worry about is her studies.</em> — a parent at the Lucknow ceremony</blockquote>
<p>The trust also announced a mentoring programme in which volunteers from across the group will meet scholarship students each month to help with study plans, college applications and career choices.</p>`,
  },
  {
    title: 'SJG Green Energy commissions 120 MW solar park near Solapur',
    daysAgo: 130,
    content: `<p>SJG Green Energy has commissioned a 120 MW solar park near Solapur, its largest project to date. The park spreads across 500 acres of barren land leased from three villages and will generate enough electricity to power about 150,000 homes.</p>
<h2>Power for industry</h2>
<p>Most of the output is sold under long-term agreements to factories in the Pune and Chakan industrial belts, helping them meet their own climate commitments. The group's Nagpur warehouses and Pune hotel will also draw power from the park.</p>
<h3>Shared with the neighbours</h3>
<ul>
<li>Lease payments to landowners rise every year with inflation</li>
<li>Eighty local residents trained and employed as technicians and guards</li>
<li>A community fund for schools, drinking water and street lighting</li>
</ul>
<p>With this project the company's installed capacity crosses <strong>640 MW</strong>.</p>`,
  },
  {
    title: 'Sanjeevani Healthcare opens twelve clinics in Uttar Pradesh',
    daysAgo: 175,
    content: `<p>Sanjeevani Healthcare has opened twelve family clinics in Lucknow, Kanpur, Barabanki and Sitapur, each with a doctor's consulting room, a sample collection point and a pharmacy. Consultations are priced at a flat fee, and common diagnostic tests cost a fraction of city hospital rates.</p>
<p>Every clinic connects to the company's telemedicine desk, so patients who need a specialist can speak to one in Mumbai or Lucknow the same day without travelling. Reports are checked by a pathologist and sent to patients' phones.</p>
<h2>Care close to home</h2>
<p>The clinics open at seven in the morning so that working families can visit before their day begins. Each one employs nurses and pharmacists from the town it serves, trained at the company's academy in Lucknow.</p>
<p><strong>The network now counts 38 clinics</strong>, with another ten planned in eastern Uttar Pradesh.</p>`,
  },
  {
    title: 'Goa Grand Casino welcomes its three millionth guest',
    daysAgo: 222,
    content: `<p>Goa Grand Casino marked a milestone this season when it welcomed its <strong>three millionth guest</strong> aboard on the Mandovi river in Panjim. The guest, a retired schoolteacher from Pune celebrating her fortieth wedding anniversary, was given a private dinner on the upper deck with her family.</p>
<h2>More than a casino</h2>
<p>Over the years the venue has grown into an evening destination, with a stage for Goan and Bollywood acts, a kitchen that sources its seafood from local markets and a quiet members lounge. Nearly half of all guests now come for the food and music as much as for the tables.</p>
<blockquote>We measure success by how many guests come back, and how many bring their friends. — General Manager, Goa Grand Casino</blockquote>
<p>The casino's responsible gaming desk, staffed every evening, has become a model for other operators in the state, and entry remains restricted to adults with valid identification.</p>`,
  },
  {
    title: 'SJG PayTech crosses 85,000 merchants',
    daysAgo: 290,
    content: `<p>SJG PayTech, the group's payments business, now serves more than <strong>85,000 merchants</strong> in over 200 towns across India. Kirana stores make up two thirds of the network, followed by pharmacies, restaurants and the retail partners of SJG Lottery Terminals.</p>
<h3>What merchants value</h3>
<ul>
<li>Next-morning settlement into any bank account</li>
<li>A simple app in eight Indian languages</li>
<li>No hidden charges and a clear monthly statement</li>
<li>Small working-capital loans based on sales history</li>
</ul>
<p>The company processes around 42 million payments a month. Its systems passed their annual independent security assessment with no major findings, and its fraud team now monitors transactions around the clock from Mumbai.</p>
<p>The next phase will bring voice-based payment alerts for shopkeepers who prefer not to read notifications on their phones.</p>`,
  },
  {
    title: 'Loom & Thread launches its first chikankari festive collection',
    daysAgo: 355,
    content: `<p>Loom & Thread Apparel has launched <em>Noor</em>, its first festive collection built entirely around Lucknow chikankari. Each piece is hand-embroidered by artisans in the company's partner clusters, and many garments take more than a hundred hours of work.</p>
<h2>Tradition in a modern cut</h2>
<p>The collection pairs classic white-on-white embroidery with soft pastels and modern silhouettes, from flowing kurtas to tailored jackets. Every garment carries a tag naming the cluster that made it.</p>
<p>Artisans receive a fixed payment plus a share of every sale, and the company has opened a new training centre in Lucknow where young women learn embroidery and design from master craftswomen.</p>
<p><strong>Noor is available in all 14 Loom &amp; Thread stores</strong> and online, with prices starting well within reach of a family festival budget.</p>`,
  },
  {
    title: 'SJG Infrastructure completes river bridge in Uttar Pradesh',
    daysAgo: 430,
    content: `<p>SJG Infrastructure has opened a 1.4-kilometre bridge over the Ghaghara river, connecting two districts that were previously linked only by a seasonal pontoon crossing. Journeys that took up to three hours during the monsoon now take fifteen minutes.</p>
<h2>Built for the river</h2>
<p>The bridge rests on deep well foundations designed for the river's strong monsoon currents, and it was completed two months ahead of schedule. More than 900 workers were employed at the peak of construction, with <strong>no serious injuries</strong> over the project's three years.</p>
<blockquote>Children from the villages on the far bank can now reach the district college by bus. That is what this bridge means to us. — a local councillor at the opening</blockquote>
<p>The company publishes monthly progress reports on all its public projects and will maintain the bridge for its first five years of service.</p>`,
  },
  {
    title: 'Lucky Star Lotteries Nepal streams every draw live',
    daysAgo: 510,
    content: `<p>Lucky Star Lotteries Nepal now streams every public draw live on its website and social channels, with results published the same evening in Nepali and English. Independent observers continue to attend each draw at the company's Kathmandu office.</p>
<h2>Transparency first</h2>
<p>The change follows a year of work with the regulator to modernise how draws are conducted and reported. Ticket holders anywhere in the country can now watch the numbers being drawn and check their results within minutes.</p>
<h3>Also new this year</h3>
<ul>
<li>Prize payments directly into winners' bank accounts within five working days</li>
<li>A helpline for agents and ticket holders in all seven provinces</li>
<li>Training for 2,700 sales agents on responsible selling</li>
</ul>
<p>A share of the company's revenue continues to support public welfare funds, as required by Nepali law.</p>`,
  },
];
