/**
 * Reading banks scenario steps (docs/scenarios.md "Banks"): shape, references and dice are
 * checked before anything plays, each problem with the JSON path of the offending value.
 * Teams are checked when `startCombat` plays, since that step creates them.
 */
import { RulesInputError, requireInt, requireRecord } from "../../errors";
import { SCENARIO_BOUNDS, checkFields, table as generic } from "../../encounter";
import { ACTIONS, type ActionName, autoFireAction } from "../actions";
import { ATTACK_ACTIONS, type AttackAction, isAttackAction, isGrappleAction } from "../flow/attack-card";
import { validateDice } from "../../dice";
import { type SizeClass, requireSizeClass } from "../size-class";
import { ATTRIBUTE_KEYS, type AttributeKey } from "../state";
import type { BanksTable, BanksTableActor, BanksTableWeapon } from "./table";

/** A pool as a number of dice, or attribute + skill of the roller (a skill it lacks adds 0) + bonus dice. */
export type PoolSpec = number | { readonly attribute: AttributeKey; readonly skill: string | null; readonly bonus: number };
/** Fixed dice by actor id, with the JSON path they were written at. */
type DiceByActor = Readonly<Record<string, { readonly dice: readonly number[]; readonly path: string }>>;
export type TeamSpec = { readonly id: string; readonly leader: string | null; readonly members: readonly string[]; readonly bank: number };
const TEAM_EVENTS = ["leadership", "tactics", "strategy", "allyIncapacitated", "allySlain", "goalImpossible", "wedge", "actAsUnit", "teamwork", "challenge", "coordinate"] as const;
type TeamEventName = (typeof TEAM_EVENTS)[number];

export type BanksStep =
  | { type: "startCombat"; path: string; teams: readonly TeamSpec[]; ambushers: readonly string[]; medTL: number; timeClass: SizeClass }
  | { type: "startRound"; path: string; initiative: DiceByActor; stun: DiceByActor }
  | { type: "act"; path: string; actor: string; action: ActionName; concurrent: boolean; fullCoverAttack: boolean; cancelled: boolean; cover: "partial" | "full"; interrupt: boolean }
  | {
      type: "attack";
      path: string;
      actor: string;
      /** A weapon id, or null for a grapple action's bare hands. */
      weapon: string | null;
      target: string;
      action: AttackAction;
      bullets: number;
      pool: PoolSpec;
      dice?: readonly number[];
      bid: number;
      chutzpah: number;
      aware: boolean;
      duckToFullCover: boolean;
      hitTheDeck: boolean;
      choice: "standard" | "multiHit";
      /** Made as an interrupt of the acting character (§6.6). */
      interrupt: boolean;
      /** Acting toward the team's goal: a negative Team Bank costs dice (SEED); false once the attacker has abandoned it. */
      teamGoal: boolean;
      /** Throw Grappled Target: drain IP or deal damage (§6.17). */
      throwChoice: "ip" | "damage";
    }
  | { type: "pass"; path: string; actor: string | null }
  | { type: "endRound"; path: string }
  | { type: "teamBank"; path: string; team: string; event: TeamEventName; roller: string | null; pool: PoolSpec | null; dice?: readonly number[]; hits?: number; member: string | null; amount?: number; specialization: string | null };

/** The fields each step type may carry besides `type` (docs/scenarios.md "Banks"); any other is refused. */
const BANKS_STEP_FIELDS = {
  startCombat: ["teams", "ambushers", "medTL", "timeClass"],
  startRound: ["initiative", "stun"],
  act: ["actor", "action", "concurrent", "fullCoverAttack", "cancelled", "cover", "interrupt"],
  attack: ["actor", "weapon", "target", "pool", "dice", "bullets", "bid", "chutzpah", "aware", "duckToFullCover", "hitTheDeck", "action", "choice", "interrupt", "teamGoal", "throwChoice"],
  pass: ["actor"],
  endRound: [],
  teamBank: ["team", "event", "pool", "dice", "hits", "actor", "member", "challenger", "specialization", "participants", "points"],
} as const;
const BANKS_STEP_TYPES = Object.keys(BANKS_STEP_FIELDS) as (keyof typeof BANKS_STEP_FIELDS)[];

type Raw = Readonly<Record<string, unknown>>;

function actorRef(table: BanksTable, ref: unknown, path: string): BanksTableActor {
  return generic.actorRef(table, ref, path);
}

function weaponRef(table: BanksTable, actor: BanksTableActor, ref: unknown, path: string): BanksTableWeapon {
  return generic.weaponRef(table, actor, ref, path);
}

const invalid = (path: string, message: string): RulesInputError => new RulesInputError("scenario.invalid", path, `${path} ${message}`);

function flag(raw: Raw, key: string, path: string, fallback: boolean): boolean {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== "boolean") throw invalid(`${path}.${key}`, "must be true or false");
  return v;
}

function count(raw: Raw, key: string, path: string, fallback: number, max: number = SCENARIO_BOUNDS.count): number {
  const v = raw[key];
  return v === undefined ? fallback : requireInt(v, `${path}.${key}`, "scenario.invalid", { min: 0, max });
}

function record(value: unknown, path: string): Raw {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalid(path, "must map actor names to values");
  return value as Raw;
}

function diceByActor(table: BanksTable, value: unknown, path: string): DiceByActor {
  const out: Record<string, { dice: readonly number[]; path: string }> = {};
  for (const [ref, dice] of Object.entries(record(value, path))) {
    const actor = actorRef(table, ref, `${path}.${ref}`);
    out[actor.id] = { dice: validateDice(dice, `${path}.${ref}`), path: `${path}.${ref}` };
  }
  return out;
}

function refList(table: BanksTable, value: unknown, path: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(path, "must list actors by name or _id");
  return value.map((ref: unknown, i) => actorRef(table, ref, `${path}[${i}]`).id);
}

function readPool(value: unknown, path: string): PoolSpec {
  if (typeof value === "number") return requireInt(value, path, "scenario.invalid", { min: 0, max: SCENARIO_BOUNDS.poolDice });
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    checkFields(value as Raw, ["attribute", "skill", "bonus"], path);
    const { attribute, skill, bonus } = value as Raw;
    if (!(ATTRIBUTE_KEYS as readonly unknown[]).includes(attribute)) throw invalid(`${path}.attribute`, `must be one of ${ATTRIBUTE_KEYS.join(", ")}`);
    if (skill !== undefined && (typeof skill !== "string" || skill === "")) throw invalid(`${path}.skill`, "must name a skill");
    // The same bounds as a chat card's bonus dice (core validatePoolChoice).
    const extra = bonus === undefined ? 0 : requireInt(bonus, `${path}.bonus`, "scenario.invalid", { min: -20, max: 20 });
    return { attribute: attribute as AttributeKey, skill: typeof skill === "string" ? skill : null, bonus: extra };
  }
  throw invalid(path, 'must be a number of dice or { "attribute": "AGI", "skill": "Firearms", "bonus": 0 }');
}

function readDice(raw: Raw, path: string): { dice?: readonly number[] } {
  return raw["dice"] === undefined ? {} : { dice: validateDice(raw["dice"], `${path}.dice`) };
}

function readAction(value: unknown, path: string): ActionName {
  if (typeof value !== "string" || !(value in ACTIONS)) throw invalid(path, `must be an action of docs/rules/banks.md §6.18: ${Object.keys(ACTIONS).join(", ")}`);
  return value as ActionName;
}

function readTeams(table: BanksTable, value: unknown, path: string): TeamSpec[] {
  return Object.entries(record(value, path)).map(([id, spec]) => {
    const at = `${path}.${id}`;
    const s = record(spec, at);
    checkFields(s, ["leader", "members", "bank"], at);
    const leader = s["leader"] === undefined || s["leader"] === null ? null : actorRef(table, s["leader"], `${at}.leader`).id;
    const bank = s["bank"] === undefined ? 0 : requireInt(s["bank"], `${at}.bank`, "scenario.invalid", { min: -SCENARIO_BOUNDS.count, max: SCENARIO_BOUNDS.count });
    return { id, leader, members: refList(table, s["members"], `${at}.members`), bank };
  });
}

function readAttackAction(value: unknown, path: string): AttackAction {
  if (!isAttackAction(value)) throw invalid(path, `must be an attack action of docs/rules/banks.md §6.18: ${ATTACK_ACTIONS.join(", ")}`);
  return value;
}

function readAttack(table: BanksTable, raw: Raw, path: string): BanksStep {
  const attacker = actorRef(table, raw["actor"], `${path}.actor`);
  const target = actorRef(table, raw["target"], `${path}.target`);
  if (target.id === attacker.id) throw invalid(`${path}.target`, "must be someone other than the attacker");
  const named = raw["action"] === undefined ? null : readAttackAction(raw["action"], `${path}.action`);
  // Grapples are made with bare hands (§6.17): no weapon needed.
  const bare = named !== null && isGrappleAction(named) && raw["weapon"] === undefined;
  const weapon = bare ? null : weaponRef(table, attacker, raw["weapon"], `${path}.weapon`);
  const bullets = count(raw, "bullets", path, 1, weapon?.weapon.auto ?? 1);
  if (bullets < 1) throw invalid(`${path}.bullets`, "must be at least 1");
  if (raw["pool"] === undefined) throw invalid(`${path}.pool`, 'is needed: the attack pool, e.g. 8 or { "attribute": "AGI", "skill": "Firearms" }');
  const choice = raw["choice"] ?? "standard";
  if (choice !== "standard" && choice !== "multiHit") throw invalid(`${path}.choice`, "must be standard or multiHit");
  for (const key of ["duckToFullCover", "hitTheDeck"]) {
    if (flag(raw, key, path, false) && count(raw, "bid", path, 0) < 1) throw invalid(`${path}.${key}`, "needs a bid of at least 1 IP (dodging to cover or to the deck is part of a dodge)");
  }
  const throwChoice = raw["throwChoice"] ?? "damage";
  if (throwChoice !== "ip" && throwChoice !== "damage") throw invalid(`${path}.throwChoice`, "must be ip or damage");
  return {
    type: "attack",
    path,
    actor: attacker.id,
    weapon: weapon?.id ?? null,
    target: target.id,
    action: named ?? autoFireAction(bullets),
    bullets,
    pool: readPool(raw["pool"], `${path}.pool`),
    ...readDice(raw, path),
    bid: count(raw, "bid", path, 0),
    chutzpah: count(raw, "chutzpah", path, 0),
    aware: flag(raw, "aware", path, true),
    duckToFullCover: flag(raw, "duckToFullCover", path, false),
    hitTheDeck: flag(raw, "hitTheDeck", path, false),
    choice,
    interrupt: flag(raw, "interrupt", path, false),
    teamGoal: flag(raw, "teamGoal", path, true),
    throwChoice,
  };
}

function readTeamBank(table: BanksTable, raw: Raw, path: string): BanksStep {
  const team = raw["team"];
  if (typeof team !== "string" || team === "") throw invalid(`${path}.team`, "must name a team of startCombat");
  const event = raw["event"];
  if (!(TEAM_EVENTS as readonly unknown[]).includes(event)) throw invalid(`${path}.event`, `must be one of ${TEAM_EVENTS.join(", ")}`);
  const ref = (key: string): string | null => (raw[key] === undefined ? null : actorRef(table, raw[key], `${path}.${key}`).id);
  const specialization = raw["specialization"];
  if (specialization !== undefined && (typeof specialization !== "string" || specialization === "")) throw invalid(`${path}.specialization`, "must name a Tactics specialization");
  if (event === "tactics" && specialization === undefined) throw invalid(`${path}.specialization`, "is needed for a Tactics roll");
  const rolled = ["leadership", "tactics", "strategy", "wedge", "challenge"].includes(event as string);
  if (rolled && raw["hits"] === undefined && raw["pool"] === undefined) throw invalid(`${path}.pool`, 'is needed (or "hits"): this event is a roll');
  if (event === "challenge" && raw["challenger"] === undefined) throw invalid(`${path}.challenger`, "is needed for a leadership challenge");
  if (event === "coordinate" && raw["member"] === undefined) throw invalid(`${path}.member`, "is needed to coordinate a member");
  return {
    type: "teamBank",
    path,
    team,
    event: event as TeamEventName,
    roller: ref("actor") ?? ref("challenger"),
    pool: raw["pool"] === undefined ? null : readPool(raw["pool"], `${path}.pool`),
    ...readDice(raw, path),
    ...(raw["hits"] === undefined ? {} : { hits: count(raw, "hits", path, 0) }),
    member: ref("member"),
    ...(raw["participants"] === undefined && raw["points"] === undefined ? {} : { amount: count(raw, raw["points"] === undefined ? "participants" : "points", path, 0) }),
    specialization: typeof specialization === "string" ? specialization : null,
  };
}

export function readBanksStep(table: BanksTable, raw: Raw, path: string): BanksStep {
  const type = requireRecord(raw, path, "scenario.invalid")["type"];
  if (typeof type !== "string" || !(BANKS_STEP_TYPES as readonly string[]).includes(type)) {
    throw invalid(`${path}.type`, `must be one of ${BANKS_STEP_TYPES.join(", ")}, got ${JSON.stringify(type)}`);
  }
  checkFields(raw, ["type", ...BANKS_STEP_FIELDS[type as keyof typeof BANKS_STEP_FIELDS]], path);
  switch (type) {
    case "startCombat":
      return {
        type,
        path,
        teams: readTeams(table, raw["teams"], `${path}.teams`),
        ambushers: refList(table, raw["ambushers"], `${path}.ambushers`),
        medTL: count(raw, "medTL", path, 0),
        timeClass: requireSizeClass(raw["timeClass"] ?? "B", `${path}.timeClass`),
      };
    case "startRound":
      return { type, path, initiative: diceByActor(table, raw["initiative"], `${path}.initiative`), stun: diceByActor(table, raw["stun"], `${path}.stun`) };
    case "act": {
      const cover = raw["cover"] ?? "partial";
      if (cover !== "partial" && cover !== "full") throw invalid(`${path}.cover`, "must be partial or full");
      return {
        type,
        path,
        actor: actorRef(table, raw["actor"], `${path}.actor`).id,
        action: readAction(raw["action"], `${path}.action`),
        concurrent: flag(raw, "concurrent", path, false),
        fullCoverAttack: flag(raw, "fullCoverAttack", path, false),
        cancelled: flag(raw, "cancelled", path, false),
        cover,
        interrupt: flag(raw, "interrupt", path, false),
      };
    }
    case "attack":
      return readAttack(table, raw, path);
    case "pass":
      return { type, path, actor: raw["actor"] === undefined ? null : actorRef(table, raw["actor"], `${path}.actor`).id };
    case "endRound":
      return { type, path };
    default:
      return readTeamBank(table, raw, path);
  }
}
