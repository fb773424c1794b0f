// A declared text field (common/content-kinds.ts) as a kind's own admin form shows and checks it
// (the team's, the venture editor's): its label, whether it is required, its limit and messages,
// so that the form says what the server will say before anything is sent.
import { lengthLimitOf, type FieldDeclaration } from '@common/content-kinds';

export type DeclaredText = {
  /** The form's label (its `formLabel`, else its label), without the required mark. */
  label: string;
  required: boolean;
  /** The input's maxLength, where the field has a limit. */
  maxLength: number | undefined;
  /** What is wrong with `value` as the server would see it (trimmed), if anything. */
  problemOf(value: string): string | undefined;
};

export function declaredText(name: string, field: FieldDeclaration): DeclaredText {
  const label = field.formLabel ?? field.label;
  const required = !field.optional;
  const limit = lengthLimitOf(name, field);
  return {
    label,
    required,
    maxLength: limit?.chars,
    problemOf(value) {
      const text = value.trim();
      if (required && !text) return field.requiredMessage ?? `${label} is required.`;
      if (limit && text.length > limit.chars) return limit.message;
      return undefined;
    },
  };
}
