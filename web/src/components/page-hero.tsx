// The navy title band at the top of inner pages: an eyebrow, the page's one h1 and a lead line.
import type { ReactNode } from 'react';
import './page-hero.css';

export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1 className="page-hero__title">{title}</h1>
        {children && <div className="page-hero__lead">{children}</div>}
      </div>
    </section>
  );
}
