/**
 * Building blocks of the banks log: sums written as nested texts ("1 + 2 × 3 (bid × AGI)"), so
 * every word stays a language key while the numbers keep their order, and the turn order
 * printed after every step (docs/rules/banks.md §6.3: it moves with every IP spent).
 */
import type { OrderEntry, TurnState } from "../../core/banks/scenario";
import { type Text, text } from "../i18n";

const L = "FRAY.Banks.Log";

/** A term of a sum: a number, or a number with what it stands for. */
export function term(n: number, label?: Text): Text {
  return label === undefined ? text(`${L}.Number`, { n }) : text(`${L}.Term`, { n, label });
}

/** `first + t1 − t2 …`, each later term added or taken away by its sign. */
export function sum(first: Text, terms: readonly { n: number; label: Text }[]): Text {
  return terms.reduce<Text>((acc, t) => (t.n < 0 ? text(`${L}.Minus`, { a: acc, b: term(-t.n, t.label) }) : text(`${L}.Plus`, { a: acc, b: term(t.n, t.label) })), first);
}

function entry(e: OrderEntry): Text {
  return e.effectiveIp === e.ip
    ? text(`${L}.OrderEntry`, { name: e.name, ip: e.ip })
    : text(`${L}.OrderEntryTeam`, { name: e.name, effective: e.effectiveIp, ip: e.ip, team: e.effectiveIp - e.ip });
}

function list(entries: readonly OrderEntry[]): Text | null {
  const [first, ...rest] = entries;
  if (first === undefined) return null;
  return rest.reduce<Text>((acc, e) => text(`${L}.Then`, { a: acc, b: entry(e) }), entry(first));
}

/** Who is acting and who comes next, by effective IP (nothing between rounds). */
export function turnLines(turn: TurnState): Text[] {
  if (!turn.inRound) return [];
  const lines: Text[] = [];
  const next = list(turn.next);
  if (turn.acting !== null) {
    const a = turn.acting;
    lines.push(text(a.effectiveIp === a.ip ? `${L}.Acting` : `${L}.ActingTeam`, { name: a.name, ip: a.ip, effective: a.effectiveIp, factor: a.blitzFactor }));
    lines.push(next === null ? text(`${L}.NobodyElse`) : text(`${L}.NextAfter`, { list: next }));
  } else {
    lines.push(next === null ? text(`${L}.NobodyLeft`) : text(`${L}.Next`, { list: next }));
  }
  return lines;
}

export const bankName = (bank: string): Text => text(`FRAY.Banks.Bank.${bank}`);
export const actionName = (action: string): Text => text(`FRAY.Banks.Action.${action}`);
export const dice = (faces: readonly number[]): string => faces.join(", ") || "—";
