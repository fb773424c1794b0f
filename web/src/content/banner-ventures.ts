// The fixed list of 20 ventures on the Home banner (SPEC §3 "Banner list"): name, a two-digit
// number and its artwork under web/public/images/banner/.

const names = [
  'SJG Lottery Terminals',
  'Royal Play Gaming',
  'Goa Grand Casino',
  'SJG Realty',
  'Himalaya Springs Beverages',
  'SJG Hotels & Resorts',
  'Spice Route Foods',
  'Sanjeevani Healthcare',
  'Loom & Thread Apparel',
  'SJG Infrastructure',
  'Lucky Star Lotteries Nepal',
  'Sikkim Gaming Services',
  'SJG Entertainment',
  'Coastal Club Goa',
  'SJG Logistics',
  'Deccan Agro Industries',
  'SJG PayTech',
  'Vidya Education Trust',
  'SJG Green Energy',
  'SJG Media House',
] as const;

export type BannerVenture = { number: string; name: string; image: string };

export const bannerVentures: BannerVenture[] = names.map((name, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { number, name, image: `images/banner/venture-${number}.svg` };
});
