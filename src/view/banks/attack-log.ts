/**
 * The readable log of a banks attack (docs/rules/banks.md §6.7–§6.12): price, dodge bid,
 * threshold, pool and dice, hits, the damage code after net hits, each component through
 * armor into its bank, overflow, and what became of the target.
 */
import type { BanksAttackRecord, ComponentRecord, ThresholdRecord } from "../../core/banks/scenario";
import { type Text, text } from "../i18n";
import { actionName, bankName, dice, sum, term } from "./log-parts";
import { grappleLines } from "./grapple-lines";
import { paymentLines } from "./payment-log";

const L = "FRAY.Banks.Log";

export function thresholdLine(t: ThresholdRecord): Text {
  const terms = [
    ...(t.aware && t.bid > 0 ? [{ n: t.bid * t.increment, label: text(t.byBod === true ? `${L}.TermBidBod` : `${L}.TermBid`, { bid: t.bid, increment: t.increment }) }] : []),
    ...(t.cover > 0 ? [{ n: t.cover, label: text(`${L}.TermCover`) }] : []),
    ...(t.running > 0 ? [{ n: t.running, label: text(`${L}.TermRunning`) }] : []),
    ...(t.size !== 0 ? [{ n: t.size, label: text(`${L}.TermSize`) }] : []),
    ...(t.reduction > 0 ? [{ n: -t.reduction, label: text(`${L}.TermAuto`, { bullets: t.bullets }) }] : []),
  ];
  const formula = sum(term(1, text(`${L}.TermBase`)), terms);
  // §6.7 step 6: never below 1.
  return t.base - t.reduction < 1 ? text(`${L}.ThresholdFloor`, { formula, threshold: t.threshold }) : text(`${L}.Threshold`, { formula, threshold: t.threshold });
}

/** The attack pool: base dice and the core's modifiers (§5.3); the rolled dice, if any. */
export function poolLine(name: string, pool: BanksAttackRecord["pool"], rolled = ""): Text {
  const terms = pool.modifiers.map((m) => ({ n: m.dice, label: text(`FRAY.Banks.Modifier.${m.source}`) }));
  const key = rolled === "" ? "Odds" : "Log";
  return terms.length === 0
    ? text(`FRAY.Banks.${key}.Pool`, { name, size: pool.size, dice: rolled })
    : text(`FRAY.Banks.${key}.PoolModified`, { name, formula: sum(term(pool.base), terms), size: pool.size, dice: rolled });
}

function bidLines(r: BanksAttackRecord): Text[] {
  if (!r.threshold.aware) return [text(`${L}.Unaware`, { target: r.target })];
  const b = r.bid;
  if (b === null) return [text(`${L}.NoBid`, { target: r.target })];
  const lines: Text[] = [];
  if (b.chutzpahSpent > 0) lines.push(text(`${L}.BidChutzpah`, { target: r.target, chutzpah: b.chutzpahSpent }));
  lines.push(b.fromTeam > 0 ? text(`${L}.BidTeam`, { target: r.target, bid: b.bid, before: b.ipBefore, ip: b.ip, fromTeam: b.fromTeam }) : text(`${L}.Bid`, { target: r.target, bid: b.bid, before: b.ipBefore, ip: b.ip }));
  return lines;
}

function criticalKey(effect: string): string {
  return effect.startsWith("+") ? `plus${effect.charAt(1).toUpperCase()}${effect.slice(2)}` : effect;
}

function componentLines(c: ComponentRecord): Text[] {
  const name = `${c.amount}${c.letter}`;
  const lines: Text[] = [];
  if (c.scaled !== c.amount) lines.push(text(`${L}.Scaled`, { component: name, scaled: c.scaled }));
  const bank = bankName(c.bank);
  lines.push(
    c.pierced
      ? text(`${L}.ComponentPierced`, { component: name, remaining: c.remaining, bank })
      : text(`${L}.Component`, { component: name, amount: c.scaled, armor: c.armor, remaining: c.remaining, bank }),
  );
  if (c.critical !== null) {
    lines.push(text(`FRAY.Banks.Log.CriticalEffect.${criticalKey(c.critical)}`, { remaining: c.remaining, bank, limb: text(`FRAY.Banks.Dismemberment.${c.dismemberment ?? "digit"}`) }));
  }
  return lines;
}

/** What the damage lines need of an attack: the log's record, or a chat card's outcome (attack-card-damage.ts). */
export type DamageRecord = Pick<
  BanksAttackRecord,
  "target" | "hits" | "net" | "code" | "damageCode" | "applied" | "multiHit" | "components" | "overflow" | "before" | "after" | "knockedOut" | "died" | "destroyed"
> & { readonly threshold: Pick<ThresholdRecord, "threshold">; readonly momentum?: { readonly bonus: number } };

/** The code dealt, each component through armor into its bank, overflow, and what became of the target. */
export function damageLines(r: DamageRecord): Text[] {
  const lines: Text[] = [];
  if (r.applied === "splash") lines.push(text(`${L}.Splash`, { by: r.threshold.threshold - r.hits, dealt: r.damageCode ?? "" }));
  else if (r.applied === "multiHit") lines.push(text(`${L}.MultiHitChosen`, { code: r.multiHit?.code ?? "", times: r.multiHit?.times ?? 0 }));
  else if ((r.momentum?.bonus ?? 0) > 0) lines.push(text(`${L}.CodeMomentum`, { code: r.code, net: r.net, momentum: r.momentum?.bonus ?? 0, dealt: r.damageCode ?? "" }));
  else if (r.net > 0) lines.push(text(`${L}.CodeNet`, { code: r.code, net: r.net, dealt: r.damageCode ?? "" }));
  else lines.push(text(`${L}.Code`, { dealt: r.damageCode ?? "" }));
  if (r.applied === "standard" && r.multiHit !== null) lines.push(text(`${L}.MultiHitOption`, { code: r.multiHit.code, times: r.multiHit.times }));
  r.components.forEach((c, i) => {
    if (r.applied === "multiHit" && (i === 0 || r.components[i - 1]?.hit !== c.hit)) lines.push(text(`${L}.MultiHitHeading`, { n: c.hit + 1, times: r.multiHit?.times ?? 0 }));
    lines.push(...componentLines(c));
  });
  const { before: b, after: a } = r;
  lines.push(text(`${L}.Banks`, { target: r.target, stunBefore: b.stun, stun: a.stun, stunCap: a.stunCap, physicalBefore: b.physical, physical: a.physical, physicalCap: a.physicalCap, bleedingBefore: b.bleedingOut, bleedingOut: a.bleedingOut }));
  if (r.overflow.toPhysical > 0) lines.push(text(`${L}.OverflowPhysical`, { cap: a.stunCap, n: r.overflow.toPhysical }));
  if (r.overflow.toBleedingOut > 0) lines.push(text(`${L}.OverflowBleeding`, { cap: a.physicalCap, n: r.overflow.toBleedingOut }));
  if (a.sensory !== b.sensory) lines.push(text(`${L}.Sensory`, { target: r.target, before: b.sensory, sensory: a.sensory }));
  if (r.died) lines.push(text(`${L}.Dead`, { target: r.target }));
  else if (r.destroyed) lines.push(text(`${L}.Destroyed`, { target: r.target }));
  else if (r.knockedOut) lines.push(text(`${L}.KnockedOut`, { target: r.target }));
  return lines;
}


export function attackLines(r: BanksAttackRecord): Text[] {
  const head = { attacker: r.attacker, target: r.target, weapon: r.weapon, action: actionName(r.payment.action), bullets: r.bullets };
  const lines: Text[] = [text(r.bullets > 1 ? `${L}.AttackAuto` : `${L}.Attack`, head), ...paymentLines(r.attacker, r.payment), ...bidLines(r)];
  lines.push(thresholdLine(r.threshold), poolLine(r.attacker, r.pool, dice(r.dice)));
  lines.push(
    r.success
      ? text(`${L}.Hit`, { hits: r.hits, sixes: r.sixes, threshold: r.threshold.threshold, net: r.net })
      : text(`${L}.Miss`, { hits: r.hits, threshold: r.threshold.threshold }),
  );
  if (r.critical) lines.push(text(`${L}.Critical`));
  if (r.glitch) lines.push(text(`${L}.Glitch`, { ones: r.ones, gr: r.gr }));
  if (r.grapple !== undefined) {
    lines.push(...grappleLines({ attacker: r.attacker, target: r.target }, r.grapple));
    // A throw that dealt damage goes on to say what it did, as any hit does.
    if (r.grapple.kind === "throwGrappledTarget" && r.grapple.success && r.grapple.code !== null) lines.push(...damageLines(r));
  }
  else if (r.applied !== "none") lines.push(...damageLines(r));
  if (r.momentum !== undefined) lines.push(text(`${L}.MomentumBank`, { name: r.attacker, target: r.target, bank: r.momentum.bank }));
  if (r.ran === true) lines.push(text(`${L}.FreeRun`, { name: r.attacker }));
  if (r.recoil !== null) {
    const data = { name: r.attacker, before: r.recoil.recoil - r.recoil.added, added: r.recoil.added, recoil: r.recoil.recoil, penalty: r.recoil.penalty };
    lines.push(text(r.recoil.penalty === 1 ? `${L}.RecoilOne` : r.recoil.penalty > 0 ? `${L}.Recoil` : `${L}.RecoilNoPenalty`, data));
  }
  return lines;
}
