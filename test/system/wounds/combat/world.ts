/**
 * A wounds fight on the server double (test/support/server-double.ts) with the Cards double:
 * Red (owned by p1), Blue (owned by p2) and a GM's Bandit in a started combat whose ledger holds
 * an Action Deck dealt with chosen faces. The handlers under test are the real ones; only the
 * actor reader is a stand-in (the double's actors have no data models).
 */
import { type WoundsActor, type WoundsEncounter, dealActionCards, defaultWoundsEncounter, woundsDefaultsFor } from "../../../../src/core/wounds";
import { createRng } from "../../../../src/core/random";
import { i18n, renderTemplate } from "../../../support/combat-double";
import { type ActorDouble, type CombatDouble, ServerDouble } from "../../../support/server-double";
import { CardsDouble, installCards } from "./cards-double";

export const d6 = { sides: 6 as const, mod: 0 };
export const wildCardState = (over: Partial<WoundsActor> = {}): WoundsActor => ({ ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, vigor: d6, spirit: d6 }, ...over });

export interface Fight {
  server: ServerDouble;
  combat: CombatDouble & { turns: unknown[]; nextTurn(): Promise<void> };
  red: ActorDouble;
  blue: ActorDouble;
  bandit: ActorDouble;
  posted: Record<string, unknown>[];
  nextTurns: number;
}

export function dealt(faces: Record<string, string>, base: WoundsEncounter = defaultWoundsEncounter()): WoundsEncounter {
  return dealActionCards(base, Object.keys(faces), createRng("fight"), new Map(Object.entries(faces)));
}

/** Combatant ids are `c-<actor>`; the turns follow the order of `actors`; `turn` is whose turn it is. */
export function fight(encounter: WoundsEncounter | null, turn = 0, actors: readonly string[] = ["red", "blue", "bandit"]): Fight {
  const server = new ServerDouble();
  server.install();
  const red = server.actor("red", { wounds: wildCardState() }, ["p1"]);
  const blue = server.actor("blue", { wounds: wildCardState() }, ["p2"]);
  const bandit = server.actor("bandit", { wounds: woundsDefaultsFor("npc") }, []);
  for (const a of [red, blue, bandit]) a.name = a.id.charAt(0).toUpperCase() + a.id.slice(1);
  const flags = encounter === null ? {} : { fray: { automation: { done: [], pending: [], resolved: [], encounter } } };
  const base = server.combat("cb1", actors, flags);
  base.turn = turn;
  const state: Fight = { server, combat: base as Fight["combat"], red, blue, bandit, posted: [], nextTurns: 0 };
  for (const c of base.combatants.contents) Object.assign(c, { parent: base, name: c.actor?.name ?? "", hidden: false, visible: true, defeated: false, uuid: `Combat.cb1.Combatant.${c.id}` });
  Object.defineProperty(base, "turns", { get: () => base.combatants.contents });
  Object.assign(base, {
    nextTurn: () => {
      state.nextTurns++;
      base.turn += 1;
      return Promise.resolve();
    },
  });
  const g = globalThis as Record<string, unknown>;
  const game = g["game"] as Record<string, unknown>;
  game["i18n"] = i18n;
  (g["foundry"] as Record<string, unknown>)["applications"] = { handlebars: { renderTemplate } };
  const messages = g["ChatMessage"] as Record<string, unknown>;
  const implementation = messages["implementation"] as Record<string, unknown>;
  implementation["getSpeaker"] = (o: Record<string, unknown>) => ({ alias: o["alias"] });
  // A created message is stored with its author stamped as the server does (the local user).
  implementation["create"] = (data: Record<string, unknown>) => {
    state.posted.push(data);
    const me = (game["user"] as { id: string }).id;
    return Promise.resolve(server.message(`posted${state.posted.length}`, me, (data["flags"] as Record<string, unknown> | undefined) ?? {}));
  };
  installCards((uuid) => {
    const [, combatId, kind, id] = uuid.split(".");
    if (kind === "Combatant") return server.combats.get(combatId ?? "")?.combatants.get(id ?? "") ?? null;
    return server.byUuid(uuid);
  });
  return state;
}

export const encounterIn = (f: Fight): WoundsEncounter => ((f.combat.flags["fray"] as { automation: { encounter: WoundsEncounter } }).automation.encounter);
export const wounds = (a: ActorDouble): WoundsActor => a.system["wounds"] as WoundsActor;
export { CardsDouble };
