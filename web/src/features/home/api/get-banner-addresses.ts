// Where each of the banner's fixed ventures has its page in the page's language (banner_api.php):
// its slug, or null where it has none. A failed read leaves the slides as links by English's
// address, which the server sends on to the venture's page where it has one.
import type { BannerVenturesReply } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { apiRequest } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** The slug of each banner venture, in the list's order; undefined until known (or when it could not be read). */
export function useBannerAddresses(): readonly (string | null)[] | undefined {
  const read = useAsync(
    async (signal) => (await apiRequest<BannerVenturesReply>(backendPaths.bannerVentures, { signal })).slugs,
    [],
    (peek) => peek<BannerVenturesReply>(backendPaths.bannerVentures)?.slugs,
  );
  return read.data;
}
