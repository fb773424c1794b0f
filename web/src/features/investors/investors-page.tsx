// /investors (SPEC §2): name and image cards, LOAD MORE up to total_pages.
import { emptyMessages, publicErrorMessages } from '@common/messages';
import { uploadUrl } from '@common/upload-areas';
import { FallbackImage } from '@/components/fallback-image';
import { PageHero } from '@/components/page-hero';
import { LoadMoreList } from '@/components/load-more-list';
import { images } from '@/lib/asset-url';
import { cardImageLoading } from '@/lib/fetch-priority';
import { investorImageSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadMore } from '@/lib/use-load-more';
import { getInvestorsPage, initialInvestorsPage } from './api/investors';
import './investors.css';

/** A phone's first view holds two rows of two investors: their pictures are fetched at once. */
const INVESTORS_IN_FIRST_VIEW = 4;

export function InvestorsPage() {
  useDocumentTitle('Investors');
  const investors = useLoadMore(getInvestorsPage, initialInvestorsPage);
  return (
    <>
      <PageHero eyebrow="Partners in growth" title="Our Investors">
        <p>The institutions and individuals who share our long-term view.</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <LoadMoreList
            list={investors}
            className="investor-grid"
            label="Investors"
            empty={emptyMessages.publicInvestors}
            loadingText="Loading investors…"
            errorPrefix={publicErrorMessages.investorsShownPrefix}
            renderItem={(investor, index) => (
              <li key={investor.id} className="investor-card">
                <FallbackImage
                  className="investor-card__image"
                  src={uploadUrl('investors', investor.investor_image)}
                  variants={investor.investor_image_variants}
                  sizes={investorImageSizes}
                  fallback={images.placeholder}
                  alt={altBeside(investor.investor_image_alt, investor.investor_name || emptyMessages.unknownInvestor)}
                  width={320}
                  height={320}
                  {...cardImageLoading(index, INVESTORS_IN_FIRST_VIEW)}
                />
                <h2 className="investor-card__name">{investor.investor_name || emptyMessages.unknownInvestor}</h2>
              </li>
            )}
          />
        </div>
      </section>
    </>
  );
}
