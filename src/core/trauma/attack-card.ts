/**
 * What an attack chat card records: the inputs of docs/rules/trauma.md §5.8 — the attacker as it
 * was when it drew (abilities, lobes, the perks it played), the weapon profile, the cards drawn
 * and each target's resistance cards — never the outcome. Whoever reads the card (the GM
 * applying it, a client rendering it) recomputes the outcome with the core, so a card can only
 * ever justify what its inputs justify (design.md "Trust model").
 */
import { type Card, validateCard } from "../cards";
import { RulesInputError } from "../errors";
import { type AttackOutcome, resolveAttack } from "./attack";
import type { DrawPlay, PerkPlay } from "./draw";
import type { TraumaRegistry } from "./registry";
import type { TraumaActor } from "./state";
import { validateTraumaActor } from "./state-validation";
import { type TraumaWeapon, validateTraumaWeapon } from "./weapon";

export interface AttackCardTarget {
  /** The target actor's UUID (a token's synthetic actor for unlinked tokens). */
  readonly actorUuid: string;
  readonly name: string;
}

export interface AttackCardState {
  readonly version: 1;
  readonly attacker: { readonly actorUuid: string; readonly name: string; readonly state: TraumaActor };
  readonly weapon: { readonly itemUuid: string; readonly name: string; readonly profile: TraumaWeapon };
  readonly draw: DrawPlay;
  readonly targets: readonly AttackCardTarget[];
}

function object(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("card.state", path, `${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

function text(value: unknown, path: string): string {
  if (typeof value !== "string" || value === "") throw new RulesInputError("card.state", path, `${path} must be a non-empty string`);
  return value;
}

export function validateDrawPlay(value: unknown, path: string): DrawPlay {
  const v = object(value, path);
  if (!Array.isArray(v["cards"])) throw new RulesInputError("card.state", `${path}.cards`, `${path}.cards must be a list`);
  const cards = v["cards"].map((c: unknown, i) => validateCard(c, `${path}.cards[${i}]`));
  const perksRaw = v["perks"] ?? [];
  if (!Array.isArray(perksRaw)) throw new RulesInputError("card.state", `${path}.perks`, `${path}.perks must be a list`);
  const perks = perksRaw.map((p: unknown, i): PerkPlay => {
    const play = object(p, `${path}.perks[${i}]`);
    const card: Card = validateCard(play["card"], `${path}.perks[${i}].card`);
    const target = play["targetIndex"];
    if (target === undefined || target === null) return { card };
    if (typeof target !== "number" || !Number.isInteger(target)) {
      throw new RulesInputError("card.state", `${path}.perks[${i}].targetIndex`, "a perk's target must be a card position");
    }
    return { card, targetIndex: target };
  });
  return { cards, perks };
}

/** Checks a card's recorded state as read back from a chat message (it may be old or forged). */
export function validateAttackCard(value: unknown, path = "attack"): AttackCardState {
  const v = object(value, path);
  if (v["version"] !== 1) throw new RulesInputError("card.state", `${path}.version`, "unknown attack card version");
  const attacker = object(v["attacker"], `${path}.attacker`);
  const weapon = object(v["weapon"], `${path}.weapon`);
  if (!Array.isArray(v["targets"])) throw new RulesInputError("card.state", `${path}.targets`, `${path}.targets must be a list`);
  return {
    version: 1,
    attacker: {
      actorUuid: text(attacker["actorUuid"], `${path}.attacker.actorUuid`),
      name: text(attacker["name"], `${path}.attacker.name`),
      state: validateTraumaActor(attacker["state"], `${path}.attacker.state`),
    },
    weapon: {
      itemUuid: text(weapon["itemUuid"], `${path}.weapon.itemUuid`),
      name: text(weapon["name"], `${path}.weapon.name`),
      profile: validateTraumaWeapon(weapon["profile"], `${path}.weapon.profile`),
    },
    draw: validateDrawPlay(v["draw"], `${path}.draw`),
    targets: v["targets"].map((t: unknown, i) => {
      const target = object(t, `${path}.targets[${i}]`);
      return { actorUuid: text(target["actorUuid"], `${path}.targets[${i}].actorUuid`), name: text(target["name"], `${path}.targets[${i}].name`) };
    }),
  };
}

/**
 * The outcome against one target as it stands now: the target's current state, and its
 * resistance cards once drawn (without them a hit that needs resisting stays pending).
 */
export function attackCardOutcome(card: AttackCardState, target: TraumaActor, resistance: DrawPlay | null, registry?: TraumaRegistry): AttackOutcome {
  validateAttackCard(card, "card");
  if (resistance !== null) validateDrawPlay(resistance, "resistance");
  return resolveAttack({
    attacker: card.attacker.state,
    target,
    weapon: card.weapon.profile,
    draw: card.draw,
    ...(resistance ? { resistance } : {}),
    ...(registry ? { registry } : {}),
  });
}
