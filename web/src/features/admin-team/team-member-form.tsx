// The add / edit form of a team member: name, position, short bio, LinkedIn address, photo (or
// none: the public page shows the initials). The server checks every field; the form checks the
// same rules first (the team's declared fields, and common/team.ts's LinkedIn rule) so a mistake
// shows at its field without a round trip. A save keeps the editor on the member, shown anew with
// "Saved" and the time (issue 48). A viewer reads the same form, every field shown and none
// editable, with only the way back.
import { useId, useState, type FormEvent } from 'react';
import { contentKinds } from '@common/content-kinds';
import { isLinkedInUrl, TEAM_PHOTO_MAX_BYTES, teamMessages, type AdminTeamMember } from '@common/team';
import { uploadUrl } from '@common/upload-areas';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { declaredText } from '@/admin-shared/declared-text';
import { appendImageChoice, hasNewPicture, imageChoiceOf, type ImageChoice, withFile, withMedia } from '@/admin-shared/image-choice';
import { ImagePicker } from '@/admin-shared/image-picker';
import { SavedNote, type SavedNoteText } from '@/admin-shared/saved-note';
import { confirmDiscardChanges, useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { useSiteTranslationLanguages } from '@/admin-shared/language-statuses';
import type { TranslationLang } from '@/admin-shared/api/translations';
import { saveShortcut } from '@/admin-shared/save-shortcut';
import { saveMember } from './api/team';
import { RequiredMark } from '@/admin-shared/required-mark';

type Errors = Partial<Record<'name' | 'position' | 'bio' | 'linkedin_url', string>>;

const team = contentKinds.team;
const declared = {
  name: declaredText('name', team.fields.name),
  position: declaredText('position', team.fields.position),
  bio: declaredText('bio', team.fields.bio),
  linkedin_url: declaredText('linkedin_url', team.fields.linkedin_url),
};
/** The bio's limit, counted under it as the editor types (the server refuses a longer one). */
const bioMax = team.fields.bio.maxLength.chars;

function check(fields: { name: string; position: string; bio: string; linkedin: string }): Errors {
  const problems: Errors = {
    name: declared.name.problemOf(fields.name),
    position: declared.position.problemOf(fields.position),
    bio: declared.bio.problemOf(fields.bio),
    linkedin_url: fields.linkedin.trim() && !isLinkedInUrl(fields.linkedin.trim()) ? teamMessages.linkedinInvalid : undefined,
  };
  // Only the fields with a problem, in the form's order (the first one takes the focus).
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Errors;
}

/** A field's label, starred when the field is required. */
function labelOf(key: keyof typeof declared) {
  return (
    <>
      {declared[key].label}
      {declared[key].required && <RequiredMark />}
    </>
  );
}

export function TeamMemberForm({
  member,
  onClose,
  onSaved,
  onLoadSaved,
  savedNote = null,
  onTranslate,
  readOnly = false,
}: {
  member: AdminTeamMember | null;
  /** A role that changes nothing reads the member here: no field, picture control or save. */
  readOnly?: boolean;
  onClose(saved: boolean): void;
  /** A save succeeded: the page reads the team again and shows this member anew with `note`. */
  onSaved(id: number, note: SavedNoteText): void;
  /** The member was saved elsewhere since the form read them and the editor drops their changes: the page reads them again. */
  onLoadSaved(id: number): void;
  savedNote?: SavedNoteText | null;
  /** Opens the member's text in another language (issue 50); none for a new member. */
  onTranslate?(lang: TranslationLang): void;
}) {
  // Only the languages the site is in (SITE_LANGUAGES) get a button.
  const siteLanguages = useSiteTranslationLanguages();
  const id = useId();
  const [name, setName] = useState(member?.name ?? '');
  const [position, setPosition] = useState(member?.position ?? '');
  const [bio, setBio] = useState(member?.bio ?? '');
  const [linkedin, setLinkedin] = useState(member?.linkedin_url ?? '');
  const [photo, setPhoto] = useState<ImageChoice>(() => imageChoiceOf(member, 'photo'));
  const [removePhoto, setRemovePhoto] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // Any edit since the form opened or was saved: leaving by Cancel, a language's button or the
  // admin's navigation asks first, as the other forms do.
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty && !saving);
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDirty(true);
      set(value);
    };
  const leaveThen = (go: () => void) => void confirmDiscardChanges().then((leave) => leave && go());
  const { banner, show, dismiss } = useBanner();
  /** A save refused because the member was saved since the form read them. */
  const changes = useChangedSince();

  async function submit(event: FormEvent | null) {
    event?.preventDefault();
    if (readOnly) return;
    const from = changes.from(member?.updated_at ?? null);
    const found = check({ name, position, bio, linkedin });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const form = new FormData();
    form.set('name', name);
    form.set('position', position);
    form.set('bio', bio);
    form.set('linkedin_url', linkedin);
    if (removePhoto && !hasNewPicture(photo)) form.set('remove_photo', '1');
    else appendImageChoice(form, 'photo', photo);
    if (member && from) form.set('expected_updated_at', from);
    setSaving(true);
    changes.clear();
    try {
      const reply = await saveMember(member?.id ?? null, form);
      onSaved(reply.id ?? member?.id ?? 0, { text: reply.message, at: new Date().toISOString() });
    } catch (error) {
      setSaving(false);
      if (changes.keep(changedSinceIn(error))) return;
      void show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  const field = (key: keyof Errors) => ({
    id: `${id}-${key}`,
    'aria-required': declared[key].required || undefined,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const message = (key: keyof Errors) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="admin-field__error">
        {errors[key]}
      </p>
    );
  const currentPhoto = member?.photo && !removePhoto ? uploadUrl('team', member.photo) : null;

  return (
    // The form takes the Team screen's place, so its heading is the page's one <h1>.
    <section className="admin-section admin-team-form" aria-labelledby={`${id}-heading`}>
      <div className="admin-section__head">
        <h1 id={`${id}-heading`}>{member ? `${readOnly ? 'View' : 'Edit'} ${member.name}` : 'Add a team member'}</h1>
        {onTranslate && (
          <div className="admin-section__tools">
            {(siteLanguages ?? []).map((language) => (
              <button key={language.code} type="button" className="admin-button" onClick={() => leaveThen(() => onTranslate(language.code))}>
                {language.name} text
              </button>
            ))}
          </div>
        )}
      </div>
      {readOnly && <p className="admin-list-filter">Your role reads the team but does not change it.</p>}
      <SavedNote note={savedNote} />
      <BannerView banner={banner} onDismiss={dismiss} />
      {member && (
        <ChangedSinceNotice
          changes={changes}
          onSaveOver={() => void submit(null)}
          onLoadSaved={() => {
            setDirty(false);
            onLoadSaved(member.id);
          }}
        />
      )}
      <form className={`admin-form${readOnly ? ' admin-form--read-only' : ''}`} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="admin-form__fields" disabled={readOnly}>
          <div className="admin-field">
            <label htmlFor={`${id}-name`}>{labelOf('name')}</label>
            <input type="text" {...field('name')} value={name} maxLength={declared.name.maxLength} onChange={(event) => edited(setName)(event.target.value)} />
            {message('name')}
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-position`}>{labelOf('position')}</label>
            <input
              type="text"
              {...field('position')}
              value={position}
              maxLength={declared.position.maxLength}
              onChange={(event) => edited(setPosition)(event.target.value)}
            />
            {message('position')}
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-bio`}>{labelOf('bio')}</label>
            <textarea {...field('bio')} rows={3} value={bio} onChange={(event) => edited(setBio)(event.target.value)} />
            <p className="admin-field__hint">
              {bio.length} / {bioMax} characters
            </p>
            {message('bio')}
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-linkedin_url`}>{labelOf('linkedin_url')} (optional)</label>
            <input type="url" {...field('linkedin_url')} value={linkedin} placeholder="https://www.linkedin.com/in/…" onChange={(event) => edited(setLinkedin)(event.target.value)} />
            {message('linkedin_url')}
          </div>
          <ImagePicker
            label={`${team.pictures[0].label} (optional)`}
            file={photo.file}
            currentUrl={currentPhoto}
            maxBytes={TEAM_PHOTO_MAX_BYTES}
            tooLargeMessage={teamMessages.photoTooLarge}
            hint="Recommended 400 × 400 px. Without a photo the page shows the initials."
            error={photoError}
            errorId={`${id}-photo-error`}
            onChange={(file) => {
              setDirty(true);
              setPhoto((current) => withFile(current, file));
              setPhotoError(undefined);
            }}
            onTooLarge={(text) => setPhotoError(text)}
            library={{
              chosen: photo.media,
              onChoose: (media) => {
                setDirty(true);
                setPhoto((current) => withMedia(current, media));
                setPhotoError(undefined);
              },
            }}
            alt={{ text: photo.alt, decorative: photo.decorative, unsure: photo.unsure, onChange: ({ text, decorative }, how) => {
                // The library telling the stored mark is no edit.
                if (!how?.found) setDirty(true);
                setPhoto((current) => ({ ...current, alt: text, decorative }));
              },
            }}
          />
          {member?.photo && !readOnly && (
            <div className="admin-field">
              <label>
                <input type="checkbox" checked={removePhoto} onChange={(event) => edited(setRemovePhoto)(event.target.checked)} /> Remove the photo (show the initials)
              </label>
            </div>
          )}
        </fieldset>
        <div className="admin-form__actions">
          {readOnly ? (
            <button type="button" className="admin-button" onClick={() => onClose(false)}>
              ← Back to the team
            </button>
          ) : (
            <>
              <button type="submit" className="admin-button admin-button--primary" disabled={saving} {...saveShortcut}>
                {member ? 'Update' : 'Add'}
              </button>
              <button type="button" className="admin-button" disabled={saving} onClick={() => leaveThen(() => onClose(false))}>
                Cancel
              </button>
              {saving && <Spinner label="Saving…" />}
            </>
          )}
        </div>
      </form>
    </section>
  );
}
