// Where the overview's lists lead: each content type's name and admin section, and the form of an
// item (or of its text in another language) that a line of a list names.
import type { To } from 'react-router';
import type { AdminOverview } from '@common/api-types';
import { contentKinds, LISTED_KINDS } from '@common/content-kinds';
import { paths } from '@/lib/paths';

type ContentType = AdminOverview['latest_changes'][number]['type'];
/** The types a line of the overview may name: the content types, and the team (its texts in another language). */
type ListedType = ContentType | 'team';

/** Each type's name, its section in the URL (?section=), and what one of it is called. */
export const contentTypes: { type: ContentType; label: string; section: string; noun: string }[] = [
  { type: 'ventures', label: contentKinds.ventures.labels.many, section: 'ventures', noun: 'venture' },
  ...LISTED_KINDS.map((kind) => {
    const { heading, noun } = contentKinds[kind].listed.admin;
    return { type: kind, label: heading, section: kind, noun };
  }),
];

const typeOf = (type: ContentType) => contentTypes.find((entry) => entry.type === type)!;

/** A type as the overview names it; the team has a screen of its own rather than a section. */
export const typeLabelOf = (type: ListedType) => (type === 'team' ? contentKinds.team.labels.many : typeOf(type).label);

/** The form of an item, or of its text in `lang`. */
export function formPlaceOf({ type, id, lang }: { type: ListedType; id: number; lang?: string | null }): To {
  const language = lang ? `&lang=${lang}` : '';
  if (type === 'team') return { pathname: paths.adminTeam, search: `?edit=${id}${language}` };
  return { search: `?section=${typeOf(type).section}&edit=${id}${language}` };
}
