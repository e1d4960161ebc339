/**
 * The preview's table: the seed scene played one click at a time. The actors, decks and Perk
 * Cards live in the encounter engine's TraumaTable (src/core/encounter, what `fray run` plays);
 * an attack card goes through the states Foundry's chat card has — drawn, resisted, applied,
 * undone — computed by the same core calls Foundry's ChatMessage makes (attackCardOutcome).
 * Apply plays the attack as an encounter step with exactly the cards drawn; an at-most-once
 * ledger (core/ledger, as the GM keeps it) refuses a second Apply and an Undo of nothing.
 * No DOM here: the page renders what this returns.
 */
import { type Card, faceKey } from "../../core/cards";
import { probabilityDeck } from "../../core/trauma";
import { type TableActor, type TraumaTable, createTraumaTable, traumaScenarioRules } from "../../core/trauma/scenario";
import { RulesInputError } from "../../core/errors";
import { type Ledger, type LedgerEntry, ledgerKey, recordApply, recordUndo } from "../../core/ledger";
import { applyPatch } from "../../core/patch";
import { type Rng, createRng, shuffle } from "../../core/random";
import { type AppliedTrauma, type AttackCardState, type AttackOutcome, type DrawPlay, appliedTrauma, attackCardOutcome, undoTraumaPatch } from "../../core/trauma";
import { type PreviewWorld, worldScenario } from "./world";

/** One attack card on the table (one target at most: the first the user targets). */
export interface TableCard {
  readonly id: string;
  readonly attackerId: string;
  readonly weaponId: string;
  readonly targetId: string | null;
  readonly state: AttackCardState;
  readonly resistance: DrawPlay | null;
  /** Set once the encounter step has been played: draws and Perk Cards happen once per card. */
  readonly played: boolean;
  readonly applied: { readonly finalTrauma: number; readonly undone: boolean } | null;
}

export interface DrawRequest {
  readonly attackerId: string;
  readonly weaponId: string;
  /** The weapon's name as the world has it now (a rename shows on new cards, as in Foundry). */
  readonly weaponName: string;
  readonly targetId: string | null;
}

/** Cards to draw instead of random ones, in order: how tests and screenshots replay the seed. */
export interface CardScript {
  draws: string[][];
}

interface LedgerRecord {
  readonly applied: AppliedTrauma;
  readonly finalTrauma: number;
}

export class PreviewTable {
  #table: TraumaTable;
  #cards: TableCard[] = [];
  #ledger: Ledger<LedgerRecord> = {};
  /** One generator for the whole table, seeded by the scene, as runScenario uses one. */
  readonly #rng: Rng;
  readonly #script: CardScript | null;
  /** The ledger's clock: it counts Applies, so a replayed view records the same times (never shown). */
  #clock = 0;

  constructor(world: PreviewWorld, script: CardScript | null = null) {
    this.#rng = createRng(world.seed);
    this.#table = createTraumaTable(worldScenario(world), this.#rng);
    this.#script = script === null ? null : { draws: script.draws.map((d) => [...d]) };
  }

  get table(): TraumaTable {
    return this.#table;
  }

  get cards(): readonly TableCard[] {
    return this.#cards;
  }

  actor(id: string): TableActor {
    const actor = this.#table.actors.find((a) => a.id === id);
    if (actor === undefined) throw new RulesInputError("scenario.unknownRef", "actor", `no actor ${id} at the table`);
    return actor;
  }

  card(id: string): TableCard {
    const card = this.#cards.find((c) => c.id === id);
    if (card === undefined) throw new RulesInputError("card.state", "card", `no card ${id} on the table`);
    return card;
  }

  /** The card's outcome against the target as it is now, recomputed on every read like Foundry's card. */
  outcome(card: TableCard): AttackOutcome | null {
    if (card.targetId === null) return null;
    return attackCardOutcome(card.state, this.actor(card.targetId).state, card.resistance);
  }

  /**
   * `count` faces from a freshly made-whole Probability Deck (docs/rules/trauma.md §5.2): the next
   * scripted draw, or random from the table's generator.
   */
  #drawFaces(count: number): Card[] {
    const scripted = this.#script?.draws.shift();
    const deck = probabilityDeck("preview");
    if (scripted === undefined) return shuffle(this.#rng, deck).slice(0, count);
    return scripted.map((notation) => {
      const card = deck.find((c) => faceKey(c) === notation);
      if (card === undefined) throw new RulesInputError("card.invalid", "script", `the Probability Deck holds no ${notation}`);
      return card;
    });
  }

  draw(request: DrawRequest): TableCard {
    const attacker = this.actor(request.attackerId);
    const weapon = attacker.weapons.find((w) => w.id === request.weaponId) ?? this.#table.items.find((w) => w.id === request.weaponId);
    if (weapon === undefined) throw new RulesInputError("scenario.unknownRef", "weapon", `${attacker.name} has no weapon ${request.weaponId}`);
    const cards = this.#drawFaces(attacker.state.abilities[weapon.weapon.ability] ?? 0);
    const target = request.targetId === null ? null : this.actor(request.targetId);
    const state: AttackCardState = {
      version: 1,
      // As performAttack records it: the attacker's state with only the Perk Cards played.
      attacker: { actorUuid: `Actor.${attacker.id}`, name: attacker.name, state: { ...attacker.state, perkHand: [] } },
      weapon: { itemUuid: `Item.${weapon.id}`, name: request.weaponName, profile: weapon.weapon },
      draw: { cards },
      targets: target === null ? [] : [{ actorUuid: `Actor.${target.id}`, name: target.name }],
    };
    const card: TableCard = {
      id: `card${this.#cards.length + 1}`,
      attackerId: attacker.id,
      weaponId: weapon.id,
      targetId: target?.id ?? null,
      state,
      resistance: null,
      played: false,
      applied: null,
    };
    this.#cards.push(card);
    return card;
  }

  /** The target's resistance draw: as many cards as its resisting ability (docs/rules/trauma.md §5.7). */
  resist(cardId: string): TableCard {
    const card = this.card(cardId);
    const call = this.outcome(card)?.result;
    if (card.resistance !== null || call?.stage !== "needsResistance" || call.resistanceCall === null) {
      throw new RulesInputError("card.state", cardId, "This card waits for no resistance draw");
    }
    return this.#replace({ ...card, resistance: { cards: this.#drawFaces(call.resistanceCall.abilityRating) } });
  }

  apply(cardId: string): TableCard {
    const card = this.card(cardId);
    const outcome = this.outcome(card);
    if (card.targetId === null || outcome === null) throw new RulesInputError("card.state", cardId, "This card has no target");
    if (outcome.result.stage === "needsResistance") throw new RulesInputError("card.state", cardId, "The target has not made its resistance draw yet");
    const key = ledgerKey(card.id, 0);
    // As the GM's applyAttackTarget records it: what this Apply changes, so Undo reverses exactly that.
    const conditionAdded = outcome.patches.target.conditionsInflicted ? outcome.result.condition : null;
    const record: LedgerRecord = { applied: appliedTrauma(outcome.result.applied, conditionAdded), finalTrauma: outcome.result.finalTrauma ?? 0 };
    const entry = recordApply(this.#ledger, key, record, ++this.#clock);
    if (card.played) this.#setState(card.targetId, applyPatch(this.actor(card.targetId).state, outcome.patches.target));
    else this.#playStep(card, record.finalTrauma);
    this.#ledger = { ...this.#ledger, [key]: entry };
    return this.#replace({ ...this.card(cardId), played: true, applied: { finalTrauma: record.finalTrauma, undone: false } });
  }

  undo(cardId: string): TableCard {
    const card = this.card(cardId);
    const key = ledgerKey(card.id, 0);
    const { entry, next }: { entry: LedgerEntry<LedgerRecord>; next: LedgerEntry<LedgerRecord> } = recordUndo(this.#ledger, key);
    if (card.targetId !== null) {
      const target = this.actor(card.targetId);
      this.#setState(target.id, applyPatch(target.state, undoTraumaPatch(target.state, entry.record.applied)));
    }
    this.#ledger = { ...this.#ledger, [key]: next };
    return this.#replace({ ...card, applied: { finalTrauma: entry.record.finalTrauma, undone: true } });
  }

  /** The first Apply plays the attack as `fray run` does: same cards, Perk Cards dealt, trauma applied. */
  #playStep(card: TableCard, expected: number): void {
    const raw = {
      type: "attack",
      actor: card.attackerId,
      item: card.weaponId,
      target: card.targetId,
      draw: card.state.draw.cards.map(faceKey),
      ...(card.resistance === null ? {} : { resist: card.resistance.cards.map(faceKey) }),
    };
    const step = traumaScenarioRules.readStep(this.#table, raw, `$.cards.${card.id}`);
    const played = traumaScenarioRules.playStep(this.#table, step, this.#rng);
    // The card and the engine compute the same attack; a difference is a bug worth seeing.
    if (played.outcome.kind !== "attack" || played.outcome.finalTrauma !== expected) {
      throw new Error(`the encounter engine made final trauma ${String("finalTrauma" in played.outcome ? played.outcome.finalTrauma : "?")}, the card ${expected}`);
    }
    this.#table = played.table;
  }

  #setState(actorId: string, state: TableActor["state"]): void {
    this.#table = { ...this.#table, actors: this.#table.actors.map((a) => (a.id === actorId ? { ...a, state } : a)) };
  }

  #replace(card: TableCard): TableCard {
    this.#cards = this.#cards.map((c) => (c.id === card.id ? card : c));
    return card;
  }
}
