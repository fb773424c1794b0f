// The <option>s of a <select> over a fixed list of values, each shown by its label.
type Props<Value extends string | number> = { values: readonly Value[]; label: (value: Value) => string };

export function LabelledOptions<Value extends string | number>({ values, label }: Props<Value>) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
