// Rich text for news and blog content (TipTap): headings, bold, italic, lists, links, quotes.
// Its HTML uses only tags the server's sanitizer keeps. Loaded only in the admin chunks.
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

export function RichTextEditor({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(html: string, textLength: number): void;
  maxLength?: number;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false, strike: false, link: false, underline: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', class: 'admin-editor__content' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.isEmpty ? 0 : current.getHTML().length),
  });
  // A form reset (or a prefill arriving) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (name: string, active: boolean, run: () => void) => (
    <button type="button" className={active ? 'is-active' : undefined} aria-pressed={active} onClick={run}>
      {name}
    </button>
  );
  return (
    <div className="admin-field admin-editor">
      <span id={labelId} className="admin-field__label">
        {label}
      </span>
      {editor && (
        <div className="admin-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
          {button('H2', editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
          {button('H3', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
          {button('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
          {button('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
          {button('Bullets', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
          {button('Numbers', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
          {button('Quote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
          {button('Link', editor.isActive('link'), () => {
            const href = window.prompt('Link address (https://…)', editor.getAttributes('link').href as string | undefined);
            if (href === null) return;
            if (href === '') editor.chain().focus().unsetLink().run();
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          })}
        </div>
      )}
      <EditorContent editor={editor} />
      {maxLength !== undefined && (
        <p className={`admin-field__hint ${value.length > maxLength ? 'admin-field__hint--over' : ''}`} aria-live="polite">
          {value.length} / {maxLength} characters
        </p>
      )}
    </div>
  );
}
