/**
 * How an action's price reads (docs/rules/banks.md §6.4–§6.5): base × Blitz factor × size factor,
 * then where the IP came from — the actor's own bank first, then the Team Bank.
 */
import type { PaymentLogRecord } from "../../core/banks/scenario";
import { type Text, text } from "../i18n";
import { term } from "./log-parts";

const L = "FRAY.Banks.Log";

function priceLine(p: PaymentLogRecord): Text {
  if (p.cancelled) return text(`${L}.CostCancelled`);
  if (p.concurrent && p.actionKind === "free") return text(`${L}.CostConcurrent`);
  if (p.actionKind === "free") return p.cost === 0 ? text(`${L}.CostFree`) : text(`${L}.CostFreeBlitz`, { cost: p.cost });
  const factors = [
    ...(p.blitzFactor === 1 ? [] : [text(`${L}.Times`, { n: p.blitzFactor, label: text(`${L}.Blitz`) })]),
    ...(p.sizeFactor === 1 ? [] : [text(`${L}.Times`, { n: p.sizeFactor, label: text(`${L}.Size`) })]),
  ];
  if (factors.length === 0) return text(`${L}.CostPlain`, { cost: p.cost });
  const formula = factors.reduce<Text>((acc, f) => text(`${L}.Product`, { a: acc, b: f }), term(p.base));
  return text(`${L}.Cost`, { formula, cost: p.cost });
}

export function paymentLines(name: string, p: PaymentLogRecord): Text[] {
  const lines: Text[] = [];
  if (p.interrupt !== undefined) lines.push(text(p.interrupt.via === "chutzpah" ? `${L}.InterruptChutzpah` : `${L}.Interrupt`, { name, of: p.interrupt.of }));
  lines.push(priceLine(p));
  if (p.fullCoverAttack === true) lines.push(text(`${L}.CostFullCover`));
  if (p.fromTeam > 0) lines.push(text(`${L}.PaidTeam`, { name, before: p.ipBefore, ip: p.ip, fromTeam: p.fromTeam, team: p.team ?? "", bank: p.teamBank ?? 0 }));
  else if (p.cost > 0) lines.push(text(`${L}.Paid`, { name, before: p.ipBefore, ip: p.ip }));
  return lines;
}
