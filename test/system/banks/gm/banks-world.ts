/**
 * A banks table on the server double (server-double.ts) for the GM handlers' tests: Ines (owned
 * by p1) attacks a target (owned by p2) in a running combat whose encounter lives in the
 * combat's flags; p3 owns neither. The handlers, the GM records, the combat context and the
 * initiative sync are the real code; each test file mocks only the actor-state reader (the
 * actor's `system.banks` is its state here), the target snapshot and the ruleset lookup.
 */
import { type BanksActor, type BanksAttackCard, type BanksEncounter, type BanksTeam, type BanksWeapon, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam, defaultBanksWeapon } from "../../../../src/core/banks";
import { type ActorDouble, type CombatDouble, type MessageDouble, ServerDouble } from "../../../support/server-double";

export const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", recoil: 2 };

export interface BanksWorld {
  readonly server: ServerDouble;
  readonly ines: ActorDouble;
  readonly target: ActorDouble;
  readonly combat: CombatDouble;
}

export const stateOf = (actor: ActorDouble): BanksActor => actor.system["banks"] as BanksActor;
export const setState = (actor: ActorDouble, state: BanksActor): void => void (actor.system["banks"] = structuredClone(state));

export function banksWorld(): BanksWorld {
  const server = new ServerDouble();
  server.users.push({ id: "p3", name: "Player Three", isGM: false, isActiveGM: false, isSelf: false });
  server.install();
  const ines = server.actor("ines", { banks: { ...defaultBanksActor({ skills: { Firearms: 2 } }), ip: 3 } }, ["p1"]);
  const target = server.actor("target", { banks: { ...defaultBanksActor(), ip: 4, armor: { all: 2 } } }, ["p2"]);
  const combat = server.combat("cb", ["ines", "target"], encounterFlags(defaultBanksEncounter()));
  return { server, ines, target, combat };
}

export const encounterFlags = (encounter: BanksEncounter): Record<string, unknown> => ({ fray: { automation: { done: [], pending: [], resolved: [], encounter } } });

export function encounterIn(combat: CombatDouble): BanksEncounter {
  return (combat.flags as { fray: { automation: { encounter: BanksEncounter } } }).fray.automation.encounter;
}

export function teamIn(combat: CombatDouble, id: string): BanksTeam | undefined {
  const teams = encounterIn(combat).teams;
  return Object.hasOwn(teams, id) ? teams[id] : undefined;
}

/** Puts teams into the combat's encounter (as the tracker would have). */
export function withTeams(combat: CombatDouble, teams: Record<string, Partial<BanksTeam>>): void {
  const full = Object.fromEntries(Object.entries(teams).map(([id, team]) => [id, { ...defaultBanksTeam(), ...team }]));
  combat.flags = encounterFlags({ ...defaultBanksEncounter(), teams: full });
}

export function attackCard(world: BanksWorld, overrides: Partial<BanksAttackCard> = {}): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.ines", name: "Ines", combatantId: "c-ines", state: stateOf(world.ines) },
    weapon: { itemUuid: "Actor.ines.Item.r", name: "Rifle", profile: rifle },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.target", name: "Target", combatantId: "c-target" }],
    dice: null,
    ...overrides,
  };
}

/** A message `authorId` creates with these banks flags (the server stamps the author). */
export function post(world: BanksWorld, id: string, authorId: string, banks: Record<string, unknown>): MessageDouble {
  return world.server.message(id, authorId, { fray: { banks } });
}

export function banksFlags(message: MessageDouble | undefined): Record<string, unknown> {
  return ((message?.flags as { fray?: { banks?: Record<string, unknown> } }).fray?.banks ?? {}) as Record<string, unknown>;
}

/** Runs `edit` on `userId`'s client (a player editing what the server lets them), then back to the GM. */
export async function asUser(world: BanksWorld, userId: string, edit: () => Promise<unknown>): Promise<void> {
  world.server.actAs(userId);
  try {
    await edit();
  } finally {
    world.server.actAs("gm");
  }
}

/** The card's author rolls on their own message (the roll button writes the dice onto the card). */
export async function roll(world: BanksWorld, messageId: string, dice: number[]): Promise<void> {
  const message = world.server.messages.get(messageId);
  if (!message) throw new Error(`no message ${messageId}`);
  await asUser(world, message.author.id, () => message.update({ flags: { fray: { banks: { attack: { dice } } } } }));
}

export const bidFlags = (bid: number, extra: Partial<{ attackMessageId: string; targetIndex: number; hitTheDeck: boolean }> = {}) => ({
  bid: { attackMessageId: "a1", targetIndex: 0, bid, chutzpah: 0, duckToFullCover: false, hitTheDeck: false, ...extra },
});

export const actionFlags = (actorId: string, action: string) => ({ action: { version: 1, actorUuid: `Actor.${actorId}`, name: actorId, action, interrupt: false } });

export const user = (world: BanksWorld, id: string): User.Implementation => world.server.user(id) as unknown as User.Implementation;

export const actorWrites = (world: BanksWorld): string[] => world.server.calls.filter((c) => c.startsWith("Actor."));
