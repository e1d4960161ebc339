/**
 * A slots combat on the server double (test/support/server-double.ts) for the Upkeep and "react
 * now" tests: actors whose writes the server checks against their owners, a combat whose
 * combatants have the v13 fields the combat view reads, Combatant uuids, chat messages created
 * with the author the server stamps, and Foundry's uniform source for the burnout dice.
 */
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { type ActorDouble, type CombatDouble, MessageDouble, ServerDouble } from "../../../support/server-double";

export const pc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
export const npc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), ...over });

export const slotsOf = (a: ActorDouble): SlotsActor => a.system["slots"] as SlotsActor;

export interface SlotsWorld {
  server: ServerDouble;
  combat: CombatDouble & { turns: unknown[] };
  actors: Record<string, ActorDouble>;
  /** Chat messages created, in order. */
  created: MessageDouble[];
}

/** `actors`: id → [state, owners, hidden?]; the combat's cycle and the done keys of its ledger. */
export function slotsWorld(actors: Record<string, [SlotsActor, string[], boolean?]>, cycle: string[][], done: string[], round = 2): SlotsWorld {
  const server = new ServerDouble();
  server.install();
  const made: Record<string, ActorDouble> = {};
  for (const [id, [state, owners]] of Object.entries(actors)) made[id] = server.actor(id, { slots: structuredClone(state) }, owners);
  const combat = server.combat("cb", Object.keys(actors), { fray: { automation: { done, pending: [], resolved: [], encounter: { cycle: cycle.map((g) => g.map((id) => `c-${id}`)), groupIndex: cycle.length - 1 } } } }) as SlotsWorld["combat"];
  combat.round = round;
  for (const c of combat.combatants.contents) {
    const actor = made[c.actor?.id ?? ""]!;
    Object.assign(c, { name: actor.name, actorId: actor.id, hasPlayerOwner: Object.keys(actor.ownership).some((k) => k !== "default"), defeated: false, hidden: actors[actor.id]?.[2] ?? false, parent: combat });
    Object.defineProperty(c, "uuid", { value: `Combat.cb.Combatant.${c.id}` });
  }
  combat.turns = combat.combatants.contents;
  const created: MessageDouble[] = [];
  const g = globalThis as Record<string, unknown>;
  const chat = g["ChatMessage"] as { implementation: Record<string, unknown> };
  let n = 0;
  chat.implementation["create"] = async (data: { flags?: Record<string, unknown> }) => {
    const message = server.message(`m${++n}`, (g["game"] as { user: { id: string } }).user.id, data.flags ?? {});
    created.push(message);
    return message;
  };
  chat.implementation["getSpeaker"] = (o: Record<string, unknown>) => o;
  const foundry = g["foundry"] as { utils: Record<string, unknown> };
  foundry.utils["escapeHTML"] = (s: string) => s.replace(/[&<>"']/g, "");
  foundry.utils["fromUuidSync"] = (uuid: string) => {
    const m = /^Combat\.(\w+)\.Combatant\.(.+)$/.exec(uuid);
    return m ? (server.combats.get(m[1]!)?.combatants.get(m[2]!) ?? null) : server.byUuid(uuid);
  };
  let uniform = 0;
  g["CONFIG"] = { Dice: { randomUniform: () => ((uniform = (uniform * 9301 + 49297) % 233280) / 233280) } };
  const game = g["game"] as Record<string, unknown>;
  game["combats"] = server.combats;
  game["messages"] = server.messages;
  return { server, combat, actors: made, created };
}

/** The slots combat ruleset as the phase runner hands it over, reading the double's actors. */
export const slotsCombatRuleset = {
  id: "slots" as const,
  policy: slotsRuleset.combat as never,
  readState: (actor: unknown) => (actor as ActorDouble).system["slots"],
};

export { MessageDouble };
