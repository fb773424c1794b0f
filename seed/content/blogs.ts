// The group's demo blog posts, newest first: short HTML pieces (under 2,000 characters each).

export type BlogContent = { title: string; daysAgo: number; content: string };

export const blogs: BlogContent[] = [
  {
    title: 'Forty-five years of building trust',
    daysAgo: 3,
    content: `<p>SJG Group began as a small team servicing lottery machines in Mumbai. Today it spans twenty ventures, from hotels to solar parks. What has held it together is not a product but a habit: doing what we said we would do, on the day we said we would do it.</p>
<p>That habit shows up in places customers rarely see. A field engineer who drives through the night so a shop in Gangtok can open on time. A site manager who stops a pour because the steel is not right. A hotel team that remembers how a guest likes their tea.</p>
<p>As we grow, we want every new colleague to learn that habit first. <strong>Trust is built slowly and spent quickly</strong>, and we intend to keep earning it.</p>`,
  },
  {
    title: 'How we choose where to build a hotel',
    daysAgo: 25,
    content: `<p>People often ask why our hotels are where they are. The answer starts long before an architect is hired. We spend months in a town, talking to the people who travel there and the people who live there.</p>
<h3>Three questions we ask</h3>
<ul>
<li>Who comes here, and what do they need that they cannot find today?</li>
<li>Can we hire and train most of our team locally?</li>
<li>Will the building make the street better, not just busier?</li>
</ul>
<p>If the answers are not convincing, we walk away, however good the land deal looks. The hotels we are proudest of are the ones that feel as though they have always belonged to their place.</p>`,
  },
  {
    title: 'Five spices every Indian kitchen should buy whole',
    daysAgo: 50,
    content: `<p>Ground spices lose their aroma within weeks of grinding. Whole spices keep it for months. At Spice Route Foods we grind in small batches for that reason, but a few spices are worth buying whole and grinding at home.</p>
<ul>
<li><strong>Cumin</strong>: dry-roast it for a minute before grinding and taste the difference in your raita.</li>
<li><strong>Black pepper</strong>: freshly cracked pepper is sharper and more fragrant.</li>
<li><strong>Cardamom</strong>: crush the pods just before making chai.</li>
<li><strong>Cloves</strong>: a few whole cloves in rice perfume the whole pot.</li>
<li><strong>Coriander seed</strong>: coarsely ground, it adds a citrus note to dry vegetables.</li>
</ul>
<p>Store them in airtight jars, away from the stove, and they will reward you every time you cook.</p>`,
  },
  {
    title: 'What responsible gaming means to us',
    daysAgo: 80,
    content: `<p>Gaming is entertainment, and entertainment should never become a burden. That principle shapes every decision at Royal Play Gaming, Goa Grand Casino and Sikkim Gaming Services.</p>
<p>In practice it means deposit limits that players set themselves, reality checks that remind them how long they have played, and a self-exclusion option that takes one tap to activate and cannot be undone on a whim. It means training every host and support agent to notice when someone is struggling, and to talk to them kindly.</p>
<blockquote>We would rather lose a customer than keep one who is being harmed.</blockquote>
<p>Our venues are for adults only, and we publish the contact details of independent counselling services in every venue and on every app.</p>`,
  },
  {
    title: 'A day with a lottery terminal field engineer',
    daysAgo: 110,
    content: `<p>Rohan's day starts at six, with a message from the control room: a terminal in a market near Nagpur has stopped printing. By eight he is at the counter, replacing a worn print head while the shopkeeper serves the morning rush.</p>
<p>By evening he has visited seven outlets across three villages, updated software on four terminals and trained a new retailer on closing the day's sales. His van carries spare parts for almost every fault he is likely to meet.</p>
<p>Our field engineers are the reason our network stays up more than <strong>99.7% of the time</strong>. They know their districts, their retailers and the shortcuts on every road. Most of them have been with us for more than a decade.</p>`,
  },
  {
    title: 'Why we pay farmers on the same day',
    daysAgo: 140,
    content: `<p>For a farmer, money that arrives late is money that costs more. A delay of three weeks can mean borrowing from a moneylender at ruinous rates to pay for the next season's seed.</p>
<p>That is why Deccan Agro Industries pays for produce into the farmer's bank account on the day it is weighed. We publish our buying prices every morning by text message, weigh on certified scales in front of the farmer and hand over a printed receipt.</p>
<p>It costs us more in working capital. It has also earned us the loyalty of <strong>18,000 farmers</strong>, who bring us their best harvest because they know exactly what they will get and when.</p>`,
  },
  {
    title: 'Building for the monsoon',
    daysAgo: 175,
    content: `<p>In much of India, four months of rain test every building and road. Our engineers at SJG Realty and SJG Infrastructure design for the monsoon from the first sketch.</p>
<h3>What that looks like on site</h3>
<ul>
<li>Drainage planned before the foundations, not after</li>
<li>Waterproofing tested by flooding every terrace for two days before handover</li>
<li>Road camber and side drains sized for the heaviest rain of the last fifty years</li>
</ul>
<p>These steps add a little to the cost of a project. They save far more in repairs, and they keep families dry. We think that is a trade worth making every time.</p>`,
  },
  {
    title: 'The weavers behind Loom & Thread',
    daysAgo: 205,
    content: `<p>Every Loom &amp; Thread garment begins in the hands of a weaver or an embroiderer. More than nine hundred artisans in Lucknow, Varanasi and Vidarbha work with us, many of them women working from home between family duties.</p>
<p>We pay a fixed price agreed before the work begins, plus a share of each sale, and we pay on time. Our designers visit the clusters every month, not to dictate patterns but to learn what the hands can do and adapt it to modern cuts.</p>
<p>When you buy a piece, look at the tag: it names the cluster that made it. <em>We want you to know whose work you are wearing.</em></p>`,
  },
  {
    title: 'Small shops, big numbers: lessons from SJG PayTech',
    daysAgo: 240,
    content: `<p>When we started offering payment tools to kirana stores, we expected to compete on price. We were wrong. What shopkeepers wanted most was certainty: to know how much they had collected and when it would reach their bank.</p>
<p>So we built a statement that a shopkeeper can read in thirty seconds, in their own language, and we settle every morning without fail. Fees matter, but trust matters more.</p>
<p>Today more than <strong>85,000 merchants</strong> use SJG PayTech. The lesson applies well beyond payments: listen to what customers actually worry about, and solve that first.</p>`,
  },
  {
    title: 'Clean energy begins at home',
    daysAgo: 280,
    content: `<p>Before SJG Green Energy sold a single unit of power to an outside customer, it powered our own buildings. The Nagpur warehouse roof, the Pune hotel and the Sikkim bottling plant were our first projects.</p>
<p>Working on our own sites taught us what industrial customers need: reliable output, clear billing and a partner who answers the phone when something goes wrong. It also cut the group's electricity bills and emissions at the same time.</p>
<p>Today most of the group's daytime electricity comes from the sun and the rivers, and we are working on storage so that the nights can follow.</p>`,
  },
  {
    title: 'Healthcare that fits a working day',
    daysAgo: 320,
    content: `<p>Many families in growing towns put off seeing a doctor because a visit means losing a day's wages. Sanjeevani Healthcare clinics open at seven in the morning for exactly that reason.</p>
<p>A patient can see a doctor, give a sample and collect medicines in one visit, usually in under an hour. Results arrive on their phone, and if a specialist is needed, our telemedicine desk arranges a consultation the same day.</p>
<h3>Small changes, big effect</h3>
<p>Since we changed our opening hours, early-morning visits have grown to a third of all consultations, and patients are coming in earlier in their illness, when treatment is simpler and cheaper.</p>`,
  },
  {
    title: 'Why Nagpur sits at the centre of our logistics',
    daysAgo: 365,
    content: `<p>Draw a line from Mumbai to Kolkata and another from Delhi to Chennai. They cross close to Nagpur. That is not a coincidence in our network: it is the reason our main logistics hub is there.</p>
<p>From Nagpur, a truck can reach most large Indian cities within forty-eight hours. Goods for the group's food, beverage and agro businesses pass through it, along with shipments for more than three hundred outside customers.</p>
<p>Central location is only half the story. The other half is people: drivers who are employees with fixed rest stops, and warehouse teams who know every aisle.</p>`,
  },
  {
    title: 'Learning a trade, building a life',
    daysAgo: 410,
    content: `<p>Pooja was nineteen when she joined the hospitality course at the Vidya Education Trust skills centre in Lucknow. Six months later she was working at the front desk of a Delhi hotel. Today she trains new recruits herself.</p>
<p>Our vocational centres teach the trades local employers are hiring for: hospitality, retail, electrical work and nursing assistance. Courses are short, practical and nearly free, and most graduates find work within three months.</p>
<blockquote>The course gave me skills, but more than that it gave me confidence. — Pooja, front office supervisor</blockquote>`,
  },
  {
    title: 'Telling regional stories well',
    daysAgo: 460,
    content: `<p>National headlines rarely reach the towns our readers live in. SJG Media House exists to cover those stories properly: the council vote, the new bus route, the young athlete from a farming village.</p>
<p>Good local journalism takes time and money. Our reporters live in the districts they cover, and our editors insist on two sources for every claim. Editorial independence is written into our charter, and advertisers have no say in what we publish.</p>
<p>Readers notice. Our Marathi and Hindi digital channels now reach <strong>millions of people every month</strong>, most of them through stories about their own neighbourhoods.</p>`,
  },
  {
    title: 'Water from the mountains, and back again',
    daysAgo: 520,
    content: `<p>The spring that supplies Himalaya Springs is fed by snowmelt that takes years to filter through the rock. We take care not to draw more than the spring renews, and we measure its level every day.</p>
<p>We also take responsibility for what happens after the bottle is empty. Our deposit scheme in Gangtok pays customers for every bottle they return to a partner shop, and we now collect more bottles in the town than we sell there.</p>
<p>The mountains gave us our business. Looking after them is simply part of the job.</p>`,
  },
];
