/**
 * A Foundry Combat as a policy sees it (core CombatView): combatants in turn order with the
 * ruleset's slice of their actors. Combatants without a Fray actor, or whose actor the rules
 * cannot read, are left out: no policy can act on them, and nothing is applied to them (the
 * GM is told, and the tracker row says why: unreadable-combatants.ts).
 */
import type { CombatView, CombatantView } from "../../core/ruleset";
import type { CombatRuleset } from "./ruleset-context";
import { reportSkipped } from "./skipped-report";

export interface BuiltCombatView {
  readonly view: CombatView<unknown, unknown>;
  /** The actor behind each combatant in the view (a token's synthetic actor when unlinked). */
  readonly actors: ReadonlyMap<string, Actor.Implementation>;
  /** Combatants hidden from players: their events are whispered to GMs. */
  readonly hidden: ReadonlySet<string>;
}

export function buildCombatView(
  combat: Combat.Implementation,
  at: { readonly round: number; readonly turn: number | null },
  encounter: unknown,
  ruleset: Pick<CombatRuleset, "readState">,
): BuiltCombatView {
  const combatants: CombatantView<unknown>[] = [];
  const actors = new Map<string, Actor.Implementation>();
  const hidden = new Set<string>();
  const ordered = combat.turns.length ? combat.turns : [...combat.combatants];
  const seen = new Set<string>();
  for (const c of ordered) {
    const actor = c.actor;
    // A combatant with several turns in the round (several rows in the turns) is one combatant.
    if (!c.id || !actor || seen.has(c.id)) continue;
    seen.add(c.id);
    let state: unknown;
    try {
      state = ruleset.readState(actor);
    } catch (error) {
      reportSkipped(c.name ?? actor.name, actor.uuid, error);
      continue;
    }
    combatants.push({
      id: c.id,
      actorId: c.actorId ?? actor.id ?? "",
      name: c.name ?? actor.name,
      isPlayer: c.hasPlayerOwner,
      defeated: c.defeated,
      initiative: c.initiative,
      state,
    });
    actors.set(c.id, actor);
    if (c.hidden) hidden.add(c.id);
  }
  return { view: { round: at.round, turn: at.turn, combatants, encounter }, actors, hidden };
}
