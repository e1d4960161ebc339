/**
 * The Active Phase Cycle (docs/rules/slots.md §5.3): player characters ordered by (v:20 Awareness),
 * highest first, equal totals one group that gains its slots together; NPCs stay outside. The Stay
 * action places a character later before the cycle is fixed.
 */
import { RulesInputError } from "../errors";
import { field, requireList, requireNatural, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS } from "./state";

export const AWARENESS_DIE = 20;

export interface AwarenessRoll {
  readonly id: string;
  readonly natural: number;
  readonly awareness: number;
}

/** A Stay: `id` acts in a group of its own right after `after`'s group, or joins `with`'s later group. */
export type Stay = { readonly id: string; readonly after: string } | { readonly id: string; readonly with: string };

export type Cycle = readonly (readonly string[])[];

/** §5.3 step 2 on trusted input: groups of equal totals, high to low; within a group, the order given. */
export function groupsOf(entries: readonly { readonly id: string; readonly total: number }[]): string[][] {
  const totals = [...new Set(entries.map((e) => e.total))].sort((a, b) => b - a);
  return totals.map((t) => entries.filter((e) => e.total === t).map((e) => e.id));
}

const groupIndexOf = (cycle: readonly string[][], id: string): number => cycle.findIndex((g) => g.includes(id));

/** §5.3 step 3: each Stay moves a character later, never earlier; the order of stays is the order they were declared. */
export function applyStays(cycle: readonly string[][], stays: readonly Stay[], path: string): string[][] {
  let groups = cycle.map((g) => [...g]);
  stays.forEach((stay, i) => {
    const at = `${path}[${i}]`;
    const other = "after" in stay ? stay.after : stay.with;
    const own = groupIndexOf(groups, stay.id);
    const target = groupIndexOf(groups, other);
    if (own < 0 || target < 0 || other === stay.id) throw new RulesInputError("stay.invalid", at, `${at}: both characters must be in the cycle, and differ`);
    const later = "after" in stay ? target >= own : target > own;
    if (!later) throw new RulesInputError("stay.invalid", at, `${at}: a Stay only ever places a character later in the Full Round`);
    const without = groups.map((g) => g.filter((id) => id !== stay.id));
    const targetGroup = without[target] ?? [];
    if ("with" in stay) targetGroup.push(stay.id);
    else without.splice(target + 1, 0, [stay.id]);
    groups = without.filter((g) => g.length > 0);
  });
  return groups;
}

/** §5.3 checked: `{ rolls: [{ id, natural, awareness }], stays? }` → the cycle and each total. */
export function activePhaseCycle(input: unknown): { cycle: string[][]; totals: Record<string, number> } {
  const i = requireRecord(input, "input", "input.invalid");
  const seen = new Set<string>();
  const rolls = requireList(field(i, "rolls"), "rolls", "input.invalid", LIMITS.combatants).map((r, k) => {
    const rec = requireRecord(r, `rolls[${k}]`, "input.invalid");
    const id = requireText(field(rec, "id"), `rolls[${k}].id`, "input.invalid", 64);
    if (seen.has(id)) throw new RulesInputError("input.invalid", `rolls[${k}].id`, `${id} rolls Awareness twice`);
    seen.add(id);
    return {
      id,
      total: requireNatural(AWARENESS_DIE, field(rec, "natural"), `rolls[${k}].natural`) + requireWhole(field(rec, "awareness"), `rolls[${k}].awareness`, "state.outOfRange", { min: 0, max: LIMITS.awareness }),
    };
  });
  const rawStays = field(i, "stays");
  const stays = (rawStays === undefined ? [] : requireList(rawStays, "stays", "input.invalid", LIMITS.listLength)).map((s, k): Stay => {
    const rec = requireRecord(s, `stays[${k}]`, "input.invalid");
    const id = requireText(field(rec, "id"), `stays[${k}].id`, "input.invalid", 64);
    const after = field(rec, "after");
    return after !== undefined ? { id, after: requireText(after, `stays[${k}].after`, "input.invalid", 64) } : { id, with: requireText(field(rec, "with"), `stays[${k}].with`, "input.invalid", 64) };
  });
  // fromEntries defines own keys, so an id such as "__proto__" is only a name.
  const totals: Record<string, number> = Object.fromEntries(rolls.map((r) => [r.id, r.total]));
  return { cycle: applyStays(groupsOf(rolls), stays, "stays"), totals };
}
