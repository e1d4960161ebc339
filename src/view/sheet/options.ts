/**
 * Options of a <select> as templates render them: the value, a label (a lang key as Text, or a
 * name from the data, which is shown as written) and whether it is the current choice.
 */
import type { Text } from "../i18n";

export interface SelectOption {
  readonly value: string;
  readonly label: Text | string;
  readonly selected: boolean;
}

export interface OptionGroup {
  readonly label: Text | string;
  readonly options: readonly SelectOption[];
}

export function selectOptions(entries: readonly (readonly [string, Text | string])[], current: string | null): SelectOption[] {
  return entries.map(([value, label]) => ({ value, label, selected: value === current }));
}
