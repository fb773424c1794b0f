// The fixed list of 20 ventures on the Home banner (SPEC §3 "Banner list"): name, a two-digit
// number, its artwork under web/public/images/banner/, and the catalog's key of the name as the
// page's language writes it (English's is the same name; Hindi and Marathi in Devanagari).
import type { MessageId } from '@/lib/interface-words';
import { BANNER_VENTURE_NAMES } from '@common/banner-ventures';

/** The catalog's keys of the names, in the list's order (written out: the catalog's check finds its keys in the code). */
const nameIds: readonly MessageId[] = [
  'bannerVenture.01', 'bannerVenture.02', 'bannerVenture.03', 'bannerVenture.04', 'bannerVenture.05',
  'bannerVenture.06', 'bannerVenture.07', 'bannerVenture.08', 'bannerVenture.09', 'bannerVenture.10',
  'bannerVenture.11', 'bannerVenture.12', 'bannerVenture.13', 'bannerVenture.14', 'bannerVenture.15',
  'bannerVenture.16', 'bannerVenture.17', 'bannerVenture.18', 'bannerVenture.19', 'bannerVenture.20',
];

/** `name`: English's, which the seeded venture's English slug is made of; `nameId`: the name shown, in the page's language. */
export type BannerVenture = { number: string; name: string; nameId: MessageId; image: string };

export const bannerVentures: BannerVenture[] = BANNER_VENTURE_NAMES.map((name, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { number, name, nameId: nameIds[index]!, image: `images/banner/venture-${number}.svg` };
});
