/**
 * The card of what befalls a Vulnerable target (docs/rules/slots.md §5.12), stored in its chat
 * message (`flags.fray.slots.finisher`): a Cinematic Execution, lethal or not, or a Maim. It
 * names who acts, on whom, the actor's state before paying and when it paid (an Execution costs
 * 3AS in its own Active Phase; outside a running combat there are no slots to pay). The message
 * is its author's to edit, so the GM reads it back only through `validateFinisherCard`, freezes
 * it at the first Apply, and recomputes the outcome against the target as it stands then.
 */
import { RulesInputError } from "../../core/errors";
import { MAIM_KINDS, type Maim, type SlotsActor, type SlotsActorPatch, type SlotsItem, SPEND_TIMES, type SpendTime, parseCost, validateSlotsActor } from "../../core/slots";
import { EXECUTION_COST, executionOf, maimOf } from "../../core/slots/maim";
import { LIMB_SIDES, MAIM_PARTS, SENSES } from "./limbs";

export const FINISHER_KINDS = ["lethal", "knockout", "maim"] as const;
export type FinisherKind = (typeof FINISHER_KINDS)[number];

export type FinisherMaim = Omit<Maim, "bleedOut">;

export interface SlotsFinisherCard {
  readonly version: 1;
  readonly kind: FinisherKind;
  readonly actorUuid: string;
  readonly actorName: string;
  /** The acting character's state before it paid (an Execution's 3AS come out of it). */
  readonly actor: SlotsActor;
  /** When it paid, or null outside a running combat (no slots to pay). */
  readonly time: SpendTime | null;
  readonly round: number;
  readonly targetUuid: string;
  readonly targetName: string;
  readonly maim: FinisherMaim | null;
}

const bad = (path: string, message: string): never => {
  throw new RulesInputError("card.invalid", path, message);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown, path: string): string => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : bad(path, `${path} must be a short text`));
const oneOf = <T extends string>(v: unknown, list: readonly T[], path: string): T => ((list as readonly unknown[]).includes(v) ? (v as T) : bad(path, `${path} must be one of ${list.join(", ")}`));

/** A maim a person chose: a sense for Sensory Deprivation, a body part otherwise; a side only where there are two. */
export function validateFinisherMaim(value: unknown, path = "maim"): FinisherMaim {
  if (!isRecord(value)) return bad(path, `${path} must be an object`);
  const kind = oneOf(value["kind"], MAIM_KINDS, `${path}.kind`);
  const part = kind === "sensory" ? oneOf(value["part"], SENSES, `${path}.part`) : oneOf(value["part"], MAIM_PARTS, `${path}.part`);
  const rawSide = value["side"] ?? null;
  const side = rawSide === null || part === "tongue" ? null : oneOf(rawSide, LIMB_SIDES, `${path}.side`);
  return { kind, part, side };
}

/**
 * Whether an ability is a Cinematic Execution (§5.12: 3AS, Active Phase only, no damage roll and
 * nothing else on a hit): using it on a target opens the Execution dialog instead of an attack.
 */
export function isCinematicExecution(item: SlotsItem): boolean {
  const o = item.onHit;
  const nothingElse = o.bleed === 0 && o.hemorrhage === 0 && !o.exsanguinate && o.stunV === 0 && !o.agony && o.slow === null && o.frostbite !== true;
  return item.activePhaseOnly && item.damage.die === 0 && item.damage.flat === 0 && nothingElse && parseCost(item.cost).as === parseCost(EXECUTION_COST).as;
}

export function validateFinisherCard(value: unknown, path = "card"): SlotsFinisherCard {
  if (!isRecord(value) || value["version"] !== 1) return bad(path, `${path} is not a slots finisher card`);
  const kind = oneOf(value["kind"], FINISHER_KINDS, `${path}.kind`);
  validateSlotsActor(value["actor"], `${path}.actor`);
  if (value["time"] !== null) oneOf(value["time"], SPEND_TIMES, `${path}.time`);
  const round = value["round"];
  if (!Number.isInteger(round) || (round as number) < 0 || (round as number) > 1_000_000) bad(`${path}.round`, `${path}.round must be a Full Round`);
  if (kind === "maim") validateFinisherMaim(value["maim"], `${path}.maim`);
  else if (value["maim"] !== null) bad(`${path}.maim`, "an Execution maims nothing");
  for (const key of ["actorUuid", "actorName", "targetUuid", "targetName"]) text(value[key], `${path}.${key}`);
  return value as unknown as SlotsFinisherCard;
}

export interface FinisherOutcome {
  /** The acting character's payment (an Execution in a running combat), else nothing. */
  readonly actor: SlotsActorPatch;
  readonly target: SlotsActorPatch;
  readonly price: number;
}

/**
 * The card against the target as it stands now (§5.12): it must be Vulnerable; an Execution is
 * paid 3AS in the actor's own Active Phase (none outside combat), a Maim by the effect that dealt it.
 */
export function finisherAgainst(card: SlotsFinisherCard, target: SlotsActor): FinisherOutcome {
  if (target.dead) throw new RulesInputError("actor.dead", "target", "FRAY.Slots.Finisher.Error.Dead");
  if (card.kind === "maim") {
    const maim = validateFinisherMaim(card.maim);
    return { actor: {}, target: maimOf(target, maim, card.round).patch, price: 0 };
  }
  const lethal = card.kind === "lethal";
  if (card.time === null) {
    // Outside a running combat nobody holds slots: the rules' target check still applies.
    const free = executionOf({ ...card.actor, phase: "active", actionSlots: 3, dead: false }, target, lethal, "active");
    return { actor: {}, target: free.target, price: 0 };
  }
  const played = executionOf(card.actor, target, lethal, card.time);
  return { actor: played.executioner, target: played.target, price: played.result.price };
}
