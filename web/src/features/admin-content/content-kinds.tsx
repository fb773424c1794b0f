// What differs between the four alike content managers (news, blogs, investors, testimonials):
// endpoint, columns, form fields, limits and the spec's texts. One generic manager serves them.
import type { BlogItem, ImageVariants, InvestorItem, NewsItem, TestimonialItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import type { EditorialFields } from '@common/editorial';
import { BLOG_CONTENT_MAX, IMAGE_LIMIT_600KB, NEWS_CONTENT_MAX } from '@common/constants';
import { narrowestImageUrl } from '@common/image-variants';
import { contentMessages, emptyMessages, successMessages, validationMessages } from '@common/messages';
import { NEWS_YEAR_PATTERN } from '@common/news-year';
import { uploadAreas, uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { Stars } from '@/components/stars';
import type { ContentEndpoint } from './api/content';
import './content-kinds.css';

export type ContentItem = NewsItem | BlogItem | InvestorItem | TestimonialItem;
/** An item as the admin reads it (/backend/admin/items/…): with its state, for the kinds that have one. */
export type AdminContentItem = ContentItem & Partial<EditorialFields>;

export type FieldDef =
  | {
      kind: 'text';
      name: string;
      label: string;
      required?: boolean;
      multiline?: boolean;
      /** On edit the value must match this HTML pattern (checked on save), else the message shows. */
      onEdit?: { pattern: string; message: string; inputMode: 'numeric' };
    }
  | { kind: 'stars'; name: string; label: string; required: true }
  | { kind: 'rich'; name: string; label: string; maxLength: number; tooLongMessage: string; required: true }
  | {
      kind: 'image';
      name: string;
      label: string;
      requiredOnAdd: boolean;
      limits: { add: [number, string]; edit: [number, string] };
    };

export type ContentKindDef<Item extends ContentItem = ContentItem> = {
  key: 'news' | 'blogs' | 'investors' | 'testimonials';
  heading: string;
  api: ContentEndpoint;
  /** 'news' in 'Are you sure you want to save this news?' */
  noun: string;
  emptyMessage: string;
  /** `sort`: the column sorts the list, by title (or name) or by the date the item was added. */
  columns: { header: string; render(item: Item): React.ReactNode; sort?: 'title' | 'date' }[];
  imageOf(item: Item): string | null;
  nameOf(item: Item): string;
  /** The item's public page (a route path), for the row's View on site link; none for investors and testimonials. */
  publicPath?(item: Item): string;
  fields: FieldDef[];
  valuesOf(item: Item): Record<string, string>;
  messages: { added: string; updated: string; deleted: string; addedBannerMs?: number };
};

// A 64 px thumbnail: the narrowest variant, not the original (up to 1 MB) for each row.
const imageCell = (url: string | null, variants: ImageVariants | null | undefined, alt: string) => {
  const thumbnail = narrowestImageUrl(variants, url);
  return thumbnail ? <img className="admin-table__thumb" src={thumbnail} alt={alt} width={64} height={48} loading="lazy" /> : <span className="admin-table__no-image">No image</span>;
};

const news: ContentKindDef<NewsItem> = {
  key: 'news',
  heading: 'News / Events',
  api: { kind: 'news', endpoint: backendPaths.news, listKey: 'news' },
  noun: 'news',
  emptyMessage: emptyMessages.adminNews,
  columns: [
    { header: 'Image', render: (item) => imageCell(uploadUrl('news', item.image_url), item.image_variants, item.title) },
    { header: 'Title', render: (item) => item.title, sort: 'title' },
    { header: 'Year', render: (item) => item.year },
    { header: 'Added', render: (item) => item.formattedDate, sort: 'date' },
  ],
  imageOf: (item) => uploadUrl('news', item.image_url),
  nameOf: (item) => item.title,
  publicPath: (item) => paths.newsItem(item.slug),
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    // Free text on add, a four-digit year on edit (SPEC §5), as the server checks it.
    { kind: 'text', name: 'year', label: 'Year', required: true, onEdit: { pattern: NEWS_YEAR_PATTERN, message: contentMessages.newsYear, inputMode: 'numeric' } },
    { kind: 'rich', name: 'content', label: 'Content', maxLength: NEWS_CONTENT_MAX, tooLongMessage: contentMessages.newsContentTooLong, required: true },
    {
      kind: 'image',
      name: 'image',
      label: 'Image',
      requiredOnAdd: true,
      limits: { add: [uploadAreas.news.maxBytes, validationMessages.imageTooLarge1MB], edit: [uploadAreas.news.maxBytes, validationMessages.imageTooLarge1MB] },
    },
  ],
  valuesOf: (item) => ({ title: item.title, year: item.year, content: item.content }),
  messages: { added: successMessages.newsAdded, updated: successMessages.newsUpdated, deleted: successMessages.newsDeleted },
};

const blogs: ContentKindDef<BlogItem> = {
  key: 'blogs',
  heading: 'Blogs',
  api: { kind: 'blogs', endpoint: backendPaths.blogs, listKey: 'blogs' },
  noun: 'blog',
  emptyMessage: emptyMessages.adminBlogs,
  columns: [
    { header: 'Image', render: (item) => imageCell(uploadUrl('blogs', item.image_url), item.image_variants, item.title) },
    { header: 'Title', render: (item) => item.title, sort: 'title' },
    { header: 'Date', render: (item) => item.formattedDate, sort: 'date' },
  ],
  imageOf: (item) => uploadUrl('blogs', item.image_url),
  nameOf: (item) => item.title,
  publicPath: (item) => paths.blog(item.slug),
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'rich', name: 'content', label: 'Content', maxLength: BLOG_CONTENT_MAX, tooLongMessage: contentMessages.blogContentTooLong, required: true },
    {
      kind: 'image',
      name: 'image',
      label: 'Image',
      requiredOnAdd: false,
      limits: { add: [uploadAreas.blogs.maxBytes, validationMessages.imageTooLarge1MB], edit: [uploadAreas.blogs.maxBytes, validationMessages.imageTooLarge1MB] },
    },
  ],
  valuesOf: (item) => ({ title: item.title, content: item.content }),
  messages: { added: successMessages.blogAdded, updated: successMessages.blogUpdated, deleted: successMessages.blogDeleted },
};

const investors: ContentKindDef<InvestorItem> = {
  key: 'investors',
  heading: 'Investors',
  api: { kind: 'investors', endpoint: backendPaths.investors, listKey: 'investors' },
  noun: 'investor',
  emptyMessage: emptyMessages.adminInvestors,
  columns: [
    { header: 'Image', render: (item) => imageCell(uploadUrl('investors', item.investor_image), item.investor_image_variants, item.investor_name) },
    { header: 'Name', render: (item) => item.investor_name || emptyMessages.unknownInvestor, sort: 'title' },
  ],
  imageOf: (item) => uploadUrl('investors', item.investor_image),
  nameOf: (item) => item.investor_name || emptyMessages.unknownInvestor,
  fields: [
    { kind: 'text', name: 'investor_name', label: 'Name', required: true },
    {
      kind: 'image',
      name: 'investor_image',
      label: 'Image',
      requiredOnAdd: true,
      limits: { add: [uploadAreas.investors.maxBytes, validationMessages.imageTooLarge600KB], edit: [uploadAreas.investors.maxBytes, validationMessages.imageTooLarge600KB] },
    },
  ],
  valuesOf: (item) => ({ investor_name: item.investor_name }),
  messages: { added: successMessages.investorAdded, updated: successMessages.investorUpdated, deleted: successMessages.investorDeleted },
};

const testimonials: ContentKindDef<TestimonialItem> = {
  key: 'testimonials',
  heading: 'Testimonials',
  api: { kind: 'testimonials', endpoint: backendPaths.testimonials, listKey: 'testimonials' },
  noun: 'testimonial',
  emptyMessage: emptyMessages.adminTestimonials,
  columns: [
    { header: 'Image', render: (item) => imageCell(uploadUrl('testimonials', item.image_url), item.image_variants, item.name) },
    { header: 'Name', render: (item) => item.name, sort: 'title' },
    { header: 'Position', render: (item) => item.position },
    {
      header: 'Rating',
      render: (item) => (
        <span className="admin-rating">
          <Stars value={item.stars} />
          <span className="admin-rating__value" aria-hidden="true">
            {item.stars.toFixed(1)}
          </span>
        </span>
      ),
    },
  ],
  imageOf: (item) => uploadUrl('testimonials', item.image_url),
  nameOf: (item) => item.name,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'text', name: 'position', label: 'Position', required: true },
    { kind: 'stars', name: 'stars', label: 'Stars', required: true },
    { kind: 'text', name: 'review', label: 'Reviews', required: true, multiline: true },
    {
      kind: 'image',
      name: 'image',
      label: 'Image',
      requiredOnAdd: false,
      limits: { add: [uploadAreas.testimonials.maxBytes, validationMessages.imageTooLarge1MB], edit: [IMAGE_LIMIT_600KB, validationMessages.testimonialEditImageTooLarge] },
    },
  ],
  valuesOf: (item) => ({ name: item.name, position: item.position, stars: item.stars.toFixed(1), review: item.review }),
  // SPEC §8 has no 'updated' text for testimonials; the server's own text is used.
  messages: { added: successMessages.testimonialAdded, updated: contentMessages.testimonialUpdated, deleted: successMessages.testimonialDeleted, addedBannerMs: 1000 },
};

export const contentKinds = { news, blogs, investors, testimonials } as unknown as Record<ContentKindDef['key'], ContentKindDef>;
