// /admin/team (issue 24): the members of the public Team page in their order, each with a drag
// handle (drag, or focus it and use Space and the arrow keys), Edit and Delete (asked first; a
// member has no trash; the question says what is lost); a viewer's have Open, to read the form. Add New opens the form; a new member goes
// last; a save keeps the form open on the member (issue 48). Each row shows the member's Hindi and
// Marathi states, each a link to that language's editor at ?edit=<id>&lang=hi (issue 50), so a
// reload or a shared link opens it again. A lazy chunk of its own (app/page-components.tsx).
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BANNER_MS } from '@common/constants';
import { narrowestImageUrl } from '@common/image-variants';
import { initialsOf, type AdminTeamMember, type TeamMember } from '@common/team';
import { uploadUrl } from '@common/upload-areas';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { saveMove } from '@/admin-shared/api/order';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { useCan } from '@/admin-shared/account-context';
import { emptyListMessage } from '@/admin-shared/empty-list-message';
import { ReorderableList } from '@/admin-shared/reorderable-list';
import { DragHandle, useSortableRow } from '@/admin-shared/sortable-list';
import type { SavedNoteText } from '@/admin-shared/saved-note';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { useLoaded } from '@/admin-shared/use-loaded';
import { LanguageStatuses, MissingLanguageNotice, translationLanguages, useLanguageStatuses } from '@/admin-shared/language-statuses';
import { wholeNumberParam } from '@/admin-shared/list-url-state';
import { TranslationEditor } from '@/admin-shared/translation-editor';
import { ownTranslationFields } from '@/admin-shared/translation-fields';
import type { LanguageStatus, TranslationLang } from '@/admin-shared/api/translations';
import { deleteMember, fetchTeam } from './api/team';
import { TeamMemberForm } from './team-member-form';
import './team-admin-page.css';

/** A member's own translatable fields (name, position, bio). */
const translationFields = ownTranslationFields('team');

/** The address of a member's text in `lang`. */
const translationPlace = (id: number, lang: TranslationLang) => ({ search: `?edit=${id}&lang=${lang}` });

/** A viewer's rows have no handle and no Delete, and Open where an editor's have Edit (`onDelete` left out). */
function MemberRow({
  member,
  languages,
  onOpen,
  onDelete,
  movable,
}: {
  member: TeamMember;
  /** Its Hindi and Marathi states; undefined while they load. */
  languages: LanguageStatus[] | undefined;
  /** Its form: to edit, or for a viewer to read. */
  onOpen: () => void;
  onDelete: (() => void) | undefined;
  /** False in a filtered list, which is not the whole order. */
  movable: boolean;
}) {
  const canWrite = onDelete !== undefined;
  const row = useSortableRow(member.id, { disabled: !canWrite || !movable });
  const photo = narrowestImageUrl(member.photo_variants, uploadUrl('team', member.photo));
  return (
    <li ref={row.ref} style={row.style} className={`admin-team__row${row.dragging ? ' admin-reorder-row--dragging' : ''}`}>
      {canWrite && movable && <DragHandle handle={row.handle} label={member.name} />}
      {photo ? (
        <img className="admin-team__photo" src={photo} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="admin-team__photo admin-team__initials" aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <span className="admin-team__text">
        <span className="admin-team__name">{member.name}</span>
        <span className="admin-team__position">{member.position}</span>
      </span>
      <div className="admin-team__languages">
        <LanguageStatuses statuses={languages} itemName={member.name} linkTo={(lang) => translationPlace(member.id, lang)} />
      </div>
      <span className="admin-team__actions">
        <button type="button" className="admin-button admin-button--small" aria-label={`${canWrite ? 'Edit' : 'Open'} ${member.name}`} onClick={onOpen}>
          {canWrite ? 'Edit' : 'Open'}
        </button>
        {canWrite && (
          <button type="button" className="admin-button admin-button--small admin-button--danger" aria-label={`Delete ${member.name}`} onClick={onDelete}>
            Delete
          </button>
        )}
      </span>
    </li>
  );
}

export function TeamAdminPage() {
  const canWrite = useCan('write');
  const [params, setParams] = useSearchParams();
  // ?missing=hi (the overview's link): the members without published Hindi, as it counts them.
  const missing = translationLanguages.find((language) => language.code === params.get('missing')) ?? null;
  const { value: members, setValue: setMembers, failed, reload } = useLoaded<AdminTeamMember[]>((signal) => fetchTeam(signal, missing?.code), 'the team', [missing?.code]);
  const [editing, setEditing] = useState<AdminTeamMember | 'new' | null>(null);
  // The member just saved, shown anew (read again) with what the save did.
  const [saved, setSaved] = useState<{ note: SavedNoteText | null; version: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminTeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // ?edit=<id>&lang=hi: that member's Hindi text instead of the list; a viewer may read it there.
  const translating = translationLanguages.find((language) => language.code === params.get('lang'))?.code ?? null;
  const translatingId = translating ? wholeNumberParam(params.get('edit')) : null;
  const memberIds = (members ?? []).map((member) => member.id);
  const languages = useLanguageStatuses('team', translatingId === null && editing === null ? memberIds : [], members);
  // The list's filter is kept through a member's language editor, so an editor goes down the list.
  const kept: Record<string, string> = missing ? { missing: missing.code } : {};
  const leaveTranslation = () => setParams(kept);

  useAdminTitle('Team');

  /** After a save (with its note), or when the editor loads what another save made: the member read again, in a fresh form. */
  function showMember(id: number, note: SavedNoteText | null) {
    void fetchTeam().then(
      (team) => {
        setMembers(team);
        const member = team.find((item) => item.id === id);
        if (!member) return setEditing(null);
        setEditing(member);
        setSaved((current) => ({ note, version: (current?.version ?? 0) + 1 }));
      },
      (error: unknown) => {
        // Saved, but not read back: the list says why, and shows what it has.
        setEditing(null);
        void show({ kind: 'error', text: actionErrorText(error) });
      },
    );
  }

  async function remove(member: AdminTeamMember) {
    setPendingDelete(null);
    setBusy(true);
    try {
      const reply = await deleteMember(member.id);
      setMembers((current) => current?.filter((item) => item.id !== member.id) ?? null);
      headingRef.current?.focus();
      void show({ kind: 'success', text: reply.message }, BANNER_MS.afterDelete);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <StandaloneScreen>
      {translating && translatingId !== null ? (
        <TranslationEditor
          key={`${translatingId}-${translating}`}
          kind="team"
          id={translatingId}
          lang={translating}
          itemName={members?.find((member) => member.id === translatingId)?.name}
          fields={translationFields}
          hasPage={false}
          headingLevel={1}
          onLanguage={(lang) => setParams({ ...kept, edit: String(translatingId), lang })}
          onEnglish={() => {
            const member = members?.find((item) => item.id === translatingId);
            leaveTranslation();
            if (member) {
              setSaved(null);
              setEditing(member);
            }
          }}
          onList={() => {
            leaveTranslation();
            reload();
          }}
        />
      ) : editing !== null ? (
        <TeamMemberForm
          key={`${editing === 'new' ? 'new' : editing.id}-${saved?.version ?? 0}`}
          member={editing === 'new' ? null : editing}
          readOnly={!canWrite}
          savedNote={saved?.note ?? null}
          onTranslate={
            editing === 'new'
              ? undefined
              : (lang) => {
                  const id = editing.id;
                  setEditing(null);
                  setSaved(null);
                  setParams({ ...kept, edit: String(id), lang });
                }
          }
          onSaved={(id, note) => showMember(id, note)}
          onLoadSaved={(id) => showMember(id, null)}
          onClose={() => {
            setEditing(null);
            setSaved(null);
            reload();
          }}
        />
      ) : (
        <ScreenSection
          name="team"
          title="Team"
          headingRef={headingRef}
          actions={
            canWrite && (
              <button
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => {
                  setSaved(null);
                  setEditing('new');
                }}
              >
                <span aria-hidden="true">+</span> Add New
              </button>
            )
          }
          hint={
            canWrite &&
            missing === null &&
            'The public Team page shows the members in this order. Drag a row by its handle, or focus the handle, press Space, move with the arrow keys and press Space again; the order is saved at once.'
          }
        >
          <BannerView banner={banner} onDismiss={dismiss} />
          {missing && <MissingLanguageNotice languageName={missing.name} onShowAll={() => setParams({})} />}
          {busy && <Spinner label="Deleting…" />}
          {failed ? (
            <p className="admin-table__empty">The team could not be loaded.</p>
          ) : !members ? (
            <Spinner label="Loading the team…" />
          ) : members.length === 0 ? (
            <p className="admin-table__empty">{emptyListMessage('team members', { missing }, 'No team members yet. Add New puts the first one on the Team page.')}</p>
          ) : (
            <ReorderableList items={members} labelOf={(member) => member.name} onMove={(id, to) => saveMove('team', id, to)}>
              {(ordered) => (
                <ol className="admin-team__list" aria-label="Team members in display order">
                  {ordered.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      languages={languages?.get(member.id)}
                      movable={missing === null}
                      onOpen={() => {
                        setSaved(null);
                        setEditing(member);
                      }}
                      onDelete={canWrite ? () => setPendingDelete(member) : undefined}
                    />
                  ))}
                </ol>
              )}
            </ReorderableList>
          )}
        </ScreenSection>
      )}
      {pendingDelete && (
        <ConfirmDialog
          focus="no"
          question={`Delete ${pendingDelete.name} from the team for good? Their name, position, photo and bio leave the Team page at once; there is no trash to restore them from.`}
          onYes={() => void remove(pendingDelete)}
          onNo={() => setPendingDelete(null)}
        />
      )}
    </StandaloneScreen>
  );
}
