// /investors (SPEC §2): name and image cards, LOAD MORE up to total_pages.
import type { InvestorItem } from '@common/api-types';
import { emptyMessages } from '@common/messages';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { LoadMorePage, PagedList, useListWake } from '@/components/load-more-page';
import { useInterfaceWords } from '@/lib/interface-words';
import { cardImageLoading } from '@/lib/fetch-priority';
import { investorImageSizes } from '@/lib/image-sizes';
import { altBeside } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { investorsRead } from './api/investors';
import '@/styles/card-grids.css';
import './investors.css';

/** A phone's first view holds two rows of two investors: their pictures are fetched at once. */
const INVESTORS_IN_FIRST_VIEW = 4;

export function InvestorsPage() {
  const { t } = useInterfaceWords();
  return (
    <LoadMorePage
      title="Investors"
      hero={{ eyebrow: t('investorsPage.eyebrow'), heading: t('investorsPage.heading'), lead: t('investorsPage.lead') }}
    >
      <Island name="investors-list" wake={useListWake(investorsRead)} component={InvestorsList} props={{}} />
    </LoadMorePage>
  );
}

/** The list: an island of the page's own. */
export function InvestorsList() {
  const { t } = useInterfaceWords();
  return (
    <PagedList
      read={investorsRead}
      className="investor-grid"
      label={t('investorsPage.list')}
      empty={t('list.noInvestors')}
      loadingText={t('list.loadingInvestors')}
      errorPrefix={t('errors.investorsShownPrefix')}
      renderItem={(investor, index) => <InvestorCard key={investor.id} investor={investor} index={index} />}
    />
  );
}

function InvestorCard({ investor, index }: { investor: InvestorItem; index: number }) {
  const name = investor.investor_name || emptyMessages.unknownInvestor;
  const picture = pictureOf(investor, 'investor_image');
  return (
    <li className="investor-card">
      <FallbackImage className="investor-card__image" {...uploadedImage('investors', picture)} alt={altBeside(picture.alt, name)} sizes={investorImageSizes} width={320} height={320} {...cardImageLoading(index, INVESTORS_IN_FIRST_VIEW)} />
      <h2 className="investor-card__name">{name}</h2>
    </li>
  );
}
