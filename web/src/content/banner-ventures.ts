// The fixed list of 20 ventures on the Home banner (SPEC §3 "Banner list"): name, a two-digit
// number; its pictures are banner-pictures.ts's.

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

export type BannerVenture = { number: string; name: string };

export const bannerVentures: BannerVenture[] = names.map((name, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { number, name };
});
