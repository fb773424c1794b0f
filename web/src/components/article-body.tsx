// The body of a news story or a blog post: its picture, its HTML and the link back to the list.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The article's picture (an <img>). */
  picture: ReactNode;
  /** Rich text from the server. */
  html: string;
  back: { to: string; text: string };
};

export function ArticleBody({ picture, html, back }: Props) {
  return (
    <div className="container article">
      {picture}
      {/* The server sanitizes this HTML when it is saved and when it is read (server/src/content/html-sanitizer.ts). */}
      <div className="article__content" dangerouslySetInnerHTML={{ __html: html /* sanitized by the server on write and again on read (sanitize-html allowlist) */ }} />
      <p className="article__back">
        <Link to={back.to} className="btn btn--outline">
          {back.text}
        </Link>
      </p>
    </div>
  );
}
