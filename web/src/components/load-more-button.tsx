// The LOAD MORE row under a paged list (SPEC §4 "Public lists"): the lists of
// components/load-more-list.tsx and About's testimonials, which are shown in pairs, not as a list.
import './load-more.css';

type Props = {
  label: string;
  onClick: () => void;
};

export function LoadMoreButton({ label, onClick }: Props) {
  return (
    <div className="load-more">
      <button type="button" className="btn btn--navy" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
