// /team: the leadership team. The spec's LOAD MORE does nothing; ours reveals the next cards
// and disappears once all are shown.
import { useState } from 'react';
import { PageHero } from '@/components/page-hero';
import { TEAM_INITIAL_COUNT, TEAM_LOAD_MORE_COUNT, teamMembers } from '@/content/team';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusNewItems } from '@/lib/use-focus-new-items';
import './team.css';

export function TeamPage() {
  useDocumentTitle('Our Team');
  const [shown, setShown] = useState(TEAM_INITIAL_COUNT);
  const newCards = useFocusNewItems<HTMLUListElement>(Math.min(shown, teamMembers.length));
  return (
    <>
      <PageHero eyebrow="Leadership" title="Our Team">
        <p>The people who lead SJG Group and its ventures.</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ul ref={newCards.listRef} className="team-grid" aria-label="Leadership team">
            {teamMembers.slice(0, shown).map((member) => (
              <li key={member.name} className="team-card">
                <span className="team-card__avatar" aria-hidden="true">
                  {member.initials}
                </span>
                <h2 className="team-card__name">{member.name}</h2>
                <p className="team-card__role">{member.role}</p>
                <p className="team-card__bio">{member.bio}</p>
              </li>
            ))}
          </ul>
          {shown < teamMembers.length && (
            <div className="load-more">
              <button type="button" className="btn btn--navy" onClick={() => {
                  newCards.expectMore();
                  setShown((n) => n + TEAM_LOAD_MORE_COUNT);
                }}>
                LOAD MORE
              </button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
