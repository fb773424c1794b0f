// Rich text for news and blog content (TipTap 3): subheadings, bold, italic, lists, quotes and
// links. Its HTML uses only tags and attributes the server's sanitizer keeps unchanged (h2, h3, p,
// strong, em, ul, ol, li, blockquote, br, a href + rel). Loaded only in the admin chunks.
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { visibleTextLength } from '@common/plain-text';
import { errorIdOf, FieldError } from './field-problems';
import './rich-text-editor.css';
import { RequiredMark } from './required-mark';

/**
 * How far from the window's bottom edge the editor keeps the caret as it scrolls to it: the form's
 * action bar is sticky there (two rows at most), and a caret kept only ProseMirror's default 5 px
 * clear was typed behind it.
 */
const CARET_CLEARANCE = { top: 5, bottom: 120, left: 5, right: 5 };

export function RichTextEditor({
  label,
  value,
  onChange,
  maxLength,
  id,
  error,
  required = false,
  readOnly = false,
}: {
  label: string;
  /** Shown to read, not edit (a role that changes nothing): no toolbar, and the text as a read-only box. */
  readOnly?: boolean;
  /** Marks the label as a field that must be filled (a star, as the forms' other required fields have). */
  required?: boolean;
  value: string;
  onChange(html: string): void;
  maxLength?: number;
  /** The editable area's id (the form focuses it when it stops a publish). */
  id?: string;
  /** Why the text stops a save, under it and named by the editable area (field-problems.tsx). */
  error?: string;
}) {
  const labelId = useId();
  const countId = useId();
  const baseAttributes = useMemo(
    () => ({ role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'admin-editor__content', ...(readOnly ? { 'aria-readonly': 'true', tabindex: '0' } : {}) }),
    [labelId, readOnly],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      scrollThreshold: CARET_CLEARANCE,
      scrollMargin: CARET_CLEARANCE,
      attributes: {
        ...baseAttributes,
        ...(id ? { id } : {}),
        ...(maxLength !== undefined ? { 'aria-describedby': countId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A form reset (or a prefill arriving) replaces the content. useEditor may hand out an instance
  // it has just destroyed (one made during a render that took long to commit, as after a lazy
  // load); it then makes a new one and renders again, so a destroyed one is skipped.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // TipTap sets the editable area's attributes when it is made; the message comes and goes later.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const describedBy = [maxLength !== undefined ? countId : undefined, error && id ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: { ...baseAttributes, ...(id ? { id } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': 'true' } : {}) },
      },
    });
  }, [editor, id, error, maxLength, countId, baseAttributes]);

  return (
    <div className="admin-field admin-editor">
      <span id={labelId} className="admin-field__label">
        {label}
        {required && <RequiredMark />}
      </span>
      {editor && !editor.isDestroyed && !readOnly && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
      {maxLength !== undefined && (
        <p id={countId} className={`admin-field__hint ${visibleTextLength(value) > maxLength ? 'admin-field__hint--over' : ''}`} aria-live="polite">
          {visibleTextLength(value)} / {maxLength} characters
        </p>
      )}
      {id && <FieldError fieldId={id} message={error} />}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  // TipTap 3 does not re-render on every transaction: select the active marks explicitly.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);

  // A tool says its name in words, which its accessible name is (a speaker's "click Numbered list"
  // finds it; "H2" or "1. List" was a different name from the one shown); only B and I are glyphs.
  const button = (text: string, name: string, pressed: boolean, run: () => void) => (
    <button
      type="button"
      className={`admin-editor__${name.toLowerCase().replace(/\s+/g, '-')}${pressed ? ' is-active' : ''}`}
      aria-pressed={pressed}
      aria-label={text === name ? undefined : name}
      title={text === name ? undefined : name}
      // A mouse click keeps the focus (and the selection) in the text; the keyboard still reaches the tools.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <>
      <div className="admin-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {button('Heading', 'Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button('Subheading', 'Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button('B', 'Bold', active.bold, () => chain().toggleBold().run())}
        {button('I', 'Italic', active.italic, () => chain().toggleItalic().run())}
        {button('Bulleted list', 'Bulleted list', active.bullets, () => chain().toggleBulletList().run())}
        {button('Numbered list', 'Numbered list', active.numbers, () => chain().toggleOrderedList().run())}
        {button('“ Quote', 'Quote', active.quote, () => chain().toggleBlockquote().run())}
        {button('Link', 'Link', active.link || linkOpen, () => setLinkOpen(!linkOpen))}
      </div>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

/** An inline form for the link address (no browser prompt): Apply, Remove link, Cancel. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [problem, setProblem] = useState('');
  useEffect(() => input.current?.select(), []);

  function apply() {
    const address = href.trim();
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(address)) {
      setProblem('Enter an address starting with https://, http:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  }

  return (
    <div
      className="admin-editor__link"
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          editor.commands.focus();
          onDone();
        } else if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    >
      <label htmlFor={inputId}>Link address</label>
      <input ref={input} id={inputId} type="url" inputMode="url" value={href} onChange={(event) => (setHref(event.target.value), setProblem(''))} aria-invalid={problem !== ''} />
      <button type="button" className="admin-button admin-button--small admin-button--primary" onClick={apply}>
        Apply link
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      )}
      <button
        type="button"
        className="admin-button admin-button--small"
        onClick={() => {
          editor.commands.focus();
          onDone();
        }}
      >
        Cancel
      </button>
      {problem && (
        <p className="admin-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
