// An admin screen of its own beside the dashboard (Account, Activity, Media, Site, Team, Trash,
// Users, History, Blogs): the <main> with the link back to the dashboard, its section's heading
// with the actions beside it and the hint under it, and the tab's title.
import { useEffect, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The browser tab's title of an admin screen: "Trash · SJG Group admin". */
export function useAdminTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · SJG Group admin`;
  }, [title]);
}

type ScreenProps = {
  /** Added to the <main>'s classes. */
  className?: string;
  /** More in the bar, after the link back. */
  bar?: ReactNode;
  children: ReactNode;
};

export function StandaloneScreen({ className, bar, children }: ScreenProps) {
  return (
    <main className={className ? `admin-main admin-main--standalone ${className}` : 'admin-main admin-main--standalone'}>
      <div className="admin-standalone__bar">
        <Link to={paths.admin}>← Admin dashboard</Link>
        {bar}
      </div>
      {children}
    </main>
  );
}

type SectionProps = {
  /** The section is admin-{name}, its heading {name}-heading. */
  name: string;
  title: string;
  /** A heading that takes focus (after a delete, a reload) is focusable by script. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading: a count, a button. */
  actions?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
};

export function ScreenSection({ name, title, headingRef, actions, hint, children }: SectionProps) {
  return (
    <section className={`admin-section admin-${name}`} aria-labelledby={`${name}-heading`}>
      <div className="admin-section__head">
        <h1 id={`${name}-heading`} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {actions}
      </div>
      {hint && <p className="admin-section__hint">{hint}</p>}
      {children}
    </section>
  );
}
