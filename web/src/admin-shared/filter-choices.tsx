// A list's filter as toggle buttons under a label ("State: All / Draft / …", "Show: All / Unread"),
// each with how many items it keeps when known; the chosen one is pressed.
import { useId } from 'react';
import './filter-choices.css';

export type FilterChoice<Value> = { value: Value; label: string; count?: number | null };

export function FilterChoices<Value>({ label, choices, value, onChange }: { label: string; choices: FilterChoice<Value>[]; value: Value; onChange(value: Value): void }) {
  const labelId = useId();
  return (
    <div className="admin-filter-choices" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="admin-filter-choices__label">
        {label}
      </span>
      <div className="admin-filter-choices__choices">
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="admin-filter-choices__choice"
            aria-pressed={value === choice.value}
            onClick={() => value !== choice.value && onChange(choice.value)}
          >
            {choice.label}
            {choice.count !== undefined && choice.count !== null && <span className="admin-filter-choices__count"> ({choice.count})</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
