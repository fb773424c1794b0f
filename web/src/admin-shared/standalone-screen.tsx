// An admin screen of its own beside the dashboard (Account, Activity, Media, Site, Team, Trash,
// Users, History, Blogs): its <main> inside the admin frame (admin-frame.tsx, which has the menu),
// its section's heading with the actions beside it and the hint under it, and the tab's title.
import { useEffect, type ReactNode, type Ref } from 'react';

/** The browser tab's title of an admin screen: "Trash · SJG Group admin". */
export function useAdminTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · SJG Group admin`;
  }, [title]);
}

type ScreenProps = {
  /** Added to the <main>'s classes. */
  className?: string;
  /** Above the screen's sections: a link back to where it was opened from, a hidden heading. */
  bar?: ReactNode;
  children: ReactNode;
};

export function StandaloneScreen({ className, bar, children }: ScreenProps) {
  return (
    <main className={className ? `admin-main admin-main--standalone ${className}` : 'admin-main admin-main--standalone'}>
      {bar && <div className="admin-standalone__bar">{bar}</div>}
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
