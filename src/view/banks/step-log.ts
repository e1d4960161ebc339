/**
 * The readable log of a banks scenario step, as text keys (FRAY.Banks.Log.*): what happened,
 * then who acts next by effective IP — the order moves with every IP spent (docs/rules/banks.md
 * §6.3). The CLI words it with lang/en.json; chat cards may use the same keys.
 */
import type { BanksActRecord, BanksRecord, BanksStartCombatRecord, BanksStartRoundRecord, BanksTeamBankRecord, InitiativeRoll } from "../../core/banks/scenario";
import { type Text, text } from "../i18n";
import { attackLines } from "./attack-log";
import { actionName, dice, turnLines } from "./log-parts";
import { paymentLines } from "./payment-log";

const L = "FRAY.Banks.Log";

function startCombatLines(r: BanksStartCombatRecord): Text[] {
  const lines = [text(`${L}.StartCombat`)];
  for (const t of r.teams) {
    const members = t.members.join(", ") || "—";
    lines.push(t.leader === null ? text(`${L}.TeamNoLeader`, { team: t.team, members, bank: t.bank }) : text(`${L}.Team`, { team: t.team, leader: t.leader, members, bank: t.bank }));
  }
  for (const s of r.starting) lines.push(text(s.ambusher ? `${L}.Ambusher` : `${L}.CoreStart`, { name: s.name, ip: s.ip }));
  lines.push(text(r.starting.length > 0 ? `${L}.OthersAtZero` : `${L}.AllAtZero`));
  return lines;
}

function rollLines(r: InitiativeRoll): Text[] {
  const lines: Text[] = [];
  const name = r.name;
  if (r.recoilDecay > 0) lines.push(text(`${L}.RecoilDecay`, { name, n: r.recoilDecay }));
  if (r.stunDice !== null) lines.push(text(`${L}.StunRecovery`, { name, dice: dice(r.stunDice), recovered: r.stunRecovered, stun: r.stun }));
  if (r.bled) lines.push(text(`${L}.BleedingOut`, { name, bleedingOut: r.bleedingOut }));
  if (r.died) lines.push(text(`${L}.BledToDeath`, { name }));
  if (r.woke) lines.push(text(`${L}.Wakes`, { name }));
  if (r.rolled) lines.push(text(`${L}.Initiative`, { name, count: r.dice.length, dice: dice(r.dice), hits: r.hits, before: r.ipBefore, ip: r.ip }));
  else if (r.core) lines.push(text(`${L}.CoreReplenish`, { name, before: r.ipBefore, ip: r.ip }));
  else if (r.out !== null) lines.push(text(`${L}.NoRoll`, { name, state: text(`FRAY.Banks.State.${r.out}`), ip: r.ip }));
  return lines;
}

function startRoundLines(r: BanksStartRoundRecord): Text[] {
  return [text(`${L}.StartRound`, { round: r.round }), ...r.rolls.flatMap(rollLines)];
}

function actLines(r: BanksActRecord): Text[] {
  const p = r.payment;
  const lines = [text(`${L}.Action`, { name: r.actor, action: actionName(p.action), kind: text(`FRAY.Banks.ActionKind.${p.actionKind}`) }), ...paymentLines(r.actor, p)];
  const e = r.effect;
  if (e !== null) {
    if (e.type === "clearRecoil" && e.value === 0) lines.push(text(`${L}.Effect.clearRecoilNone`, { name: r.actor }));
    else if (e.type === "prone" && e.value === "full") lines.push(text(`${L}.Effect.proneFullCover`, { name: r.actor }));
    else lines.push(text(`${L}.Effect.${e.type}`, { name: r.actor, value: e.type === "cover" ? text(`FRAY.Banks.Cover.${String(e.value)}`) : (e.value ?? "") }));
  }
  return lines;
}

function teamBankLines(r: BanksTeamBankRecord): Text[] {
  const lines: Text[] = [];
  if (r.dice !== null) lines.push(text(`${L}.TeamRoll`, { roller: r.roller ?? "", count: r.pool ?? r.dice.length, dice: dice(r.dice), hits: r.hits ?? 0 }));
  else if (r.hits !== null) lines.push(text(`${L}.TeamHits`, { hits: r.hits }));
  const event = text(`FRAY.Banks.TeamEvent.${r.event}`, { member: r.member ?? "" });
  lines.push(text(`${L}.TeamBank`, { team: r.team, event, before: r.before, bank: r.bank }));
  if (r.success !== null && r.event === "strategy") lines.push(text(r.success ? `${L}.StrategySuccess` : `${L}.StrategyFailure`));
  if (r.event === "challenge" || r.leader === null) lines.push(r.leader === null ? text(`${L}.Leaderless`, { team: r.team }) : text(`${L}.Leader`, { team: r.team, leader: r.leader }));
  return lines;
}

function body(record: BanksRecord): Text[] {
  switch (record.kind) {
    case "startCombat":
      return startCombatLines(record);
    case "startRound":
      return startRoundLines(record);
    case "act":
      return actLines(record);
    case "attack":
      return attackLines(record);
    case "pass":
      return [text(record.endedTurn ? `${L}.EndTurn` : `${L}.Pass`, { name: record.actor, ip: record.ip })];
    case "endRound":
      return [text(`${L}.EndRound`, { round: record.round }), ...(record.capped.length ? record.capped.map((c) => text(`${L}.Capped`, c)) : [text(`${L}.NoneCapped`)])];
    case "teamBank":
      return teamBankLines(record);
  }
}

export function banksStepLog(record: BanksRecord): Text[] {
  return [...body(record), ...turnLines(record.turn)];
}
