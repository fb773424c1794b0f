// /team: the leadership team, as staff keep it in the admin (issue 24), in their order. The first
// page shows at once (rendered on the server); LOAD MORE appends the next and disappears once all
// are shown. A member without a photo shows their initials.
import { initialsOf, type TeamMember } from '@common/team';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { LoadMorePage, PagedList, useListWake } from '@/components/load-more-page';
import { useInterfaceWords } from '@/lib/interface-words';
import { teamPhotoSizes } from '@/lib/image-sizes';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { teamRead } from './api/team';
import '@/styles/card-grids.css';
import './team.css';

export function TeamPage() {
  const { t } = useInterfaceWords();
  return (
    <LoadMorePage
      title="Our Team"
      hero={{ eyebrow: t('teamPage.eyebrow'), heading: t('teamPage.heading'), lead: t('teamPage.lead') }}
    >
      <Island name="team-list" wake={useListWake(teamRead)} component={TeamList} props={{}} />
    </LoadMorePage>
  );
}

/** The list: an island of the page's own. */
export function TeamList() {
  const { t } = useInterfaceWords();
  return (
    <PagedList
      read={teamRead}
      className="team-grid"
      label={t('teamPage.list')}
      empty={t('list.noTeam')}
      loadingText={t('list.loadingTeam')}
      errorPrefix={t('errors.teamShownPrefix')}
      renderItem={(member, index) => <MemberCard key={member.id} member={member} index={index} />}
    />
  );
}

function MemberCard({ member, index }: { member: TeamMember; index: number }) {
  return (
    <li className="team-card">
      {member.photo ? (
        <FallbackImage className="team-card__avatar team-card__avatar--photo" {...uploadedImage('team', pictureOf(member, 'photo'))} sizes={teamPhotoSizes} width={84} height={84} loading={index < 6 ? 'eager' : 'lazy'} />
      ) : (
        <span className="team-card__avatar" aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <h2 className="team-card__name">{member.name}</h2>
      <p className="team-card__role">{member.position}</p>
      {member.bio && <p className="team-card__bio">{member.bio}</p>}
      {member.linkedin_url && (
        <p className="team-card__link">
          <a href={member.linkedin_url} target="_blank" rel="noopener noreferrer">
            LinkedIn<span className="visually-hidden">: {member.name} (opens in a new tab)</span>
          </a>
        </p>
      )}
    </li>
  );
}
