/**
 * Reading wounds scenario steps (docs/rules/wounds.md §10): shape and references are checked
 * before anything plays, each problem at the JSON path of the offending value. Dice left out
 * are rolled with the scenario's generator when the step plays.
 */
import { RulesInputError } from "../../errors";
import { SCENARIO_BOUNDS, boundedInt, checkFields, table as generic } from "../../encounter";
import { faceKey, parsePlayingCard } from "../../cards";
import type { InjuryRolls } from "../injury-table";
import { MAX_CHAIN, MAX_ROLLS, type RollDice } from "../rolls";
import { pathOf, shown } from "../checks";
import { type WoundsTable, checkTable } from "./table";

export type SoakSpec = { readonly rolls: readonly RollDice[] | null; readonly fromGmPool: boolean } | null;
export type IncapacitationSpec = { readonly rolls: readonly RollDice[] | null; readonly injury: InjuryRolls | null };
export type BennyUse = "unshake" | "redraw";

export type WoundsStep =
  | { type: "startRound"; path: string; cards: ReadonlyMap<string, string> }
  | { type: "endRound"; path: string }
  | { type: "startTurn"; path: string; actor: string; rolls: readonly RollDice[] | null }
  | {
      type: "attack";
      path: string;
      actor: string;
      target: string;
      weapon: string;
      tn: number;
      modifier: number;
      roll: RollDice | null;
      damage: { dice: readonly (readonly number[])[] | null; strength: readonly number[] | null; raise: readonly number[] | null };
      soak: SoakSpec;
      incapacitation: IncapacitationSpec;
    }
  | { type: "damage"; path: string; target: string; damage: number; ap: number; soak: SoakSpec; incapacitation: IncapacitationSpec }
  | { type: "benny"; path: string; actor: string; use: BennyUse; card: string | null; fromGmPool: boolean }
  | { type: "heal"; path: string; actor: string; healer: string; roll: RollDice | null }
  | { type: "hold"; path: string; actor: string; hold: boolean }
  | { type: "hours"; path: string; actor: string; hours: number };

const STEP_FIELDS: Readonly<Record<WoundsStep["type"], readonly string[]>> = {
  startRound: ["cards"],
  endRound: [],
  startTurn: ["actor", "rolls"],
  attack: ["actor", "target", "weapon", "tn", "modifier", "roll", "damage", "soak", "incapacitation"],
  damage: ["target", "damage", "ap", "soak", "incapacitation"],
  benny: ["actor", "use", "card", "fromGmPool"],
  heal: ["actor", "healer", "roll"],
  hold: ["actor", "hold"],
  hours: ["actor", "hours"],
};
const isStepType = (t: unknown): t is WoundsStep["type"] => typeof t === "string" && Object.hasOwn(STEP_FIELDS, t);

function object(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new RulesInputError("scenario.invalid", path, `${path} must be an object`);
  return value as Record<string, unknown>;
}

function chain(value: unknown, path: string): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CHAIN) throw new RulesInputError("scenario.invalid", path, `${path} must list the faces one die showed, e.g. [6, 2]`);
  return value.map((f: unknown, i) => boundedInt(f, `${path}[${i}]`, 100, 1));
}

function rollDice(value: unknown, path: string): RollDice {
  const v = object(value, path);
  checkFields(v, ["chain", "wildChain"], path);
  return v["wildChain"] === undefined ? { chain: chain(v["chain"], `${path}.chain`) } : { chain: chain(v["chain"], `${path}.chain`), wildChain: chain(v["wildChain"], `${path}.wildChain`) };
}

function rollList(value: unknown, path: string): RollDice[] | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ROLLS) throw new RulesInputError("scenario.invalid", path, `${path} must list a roll and any Benny rerolls`);
  return value.map((r: unknown, i) => rollDice(r, `${path}[${i}]`));
}

function bool(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new RulesInputError("scenario.invalid", path, `${path} must be true or false`);
  return value;
}

/** `soak`: true (rolled at random), a list of rolls, or { rolls, fromGmPool }. */
function soakSpec(value: unknown, path: string): SoakSpec {
  if (value === undefined || value === false) return null;
  if (value === true) return { rolls: null, fromGmPool: false };
  if (Array.isArray(value)) return { rolls: rollList(value, path), fromGmPool: false };
  const v = object(value, path);
  checkFields(v, ["rolls", "fromGmPool"], path);
  return { rolls: rollList(v["rolls"], `${path}.rolls`), fromGmPool: bool(v["fromGmPool"], `${path}.fromGmPool`, false) };
}

function injuryRolls(value: unknown, path: string): InjuryRolls | null {
  if (value === undefined) return null;
  const v = object(value, path);
  checkFields(v, ["roll2d6", "subRoll", "targetedSide"], path);
  const side = v["targetedSide"];
  if (side !== undefined && side !== "left" && side !== "right") throw new RulesInputError("scenario.invalid", `${path}.targetedSide`, `${path}.targetedSide must be left or right`);
  return {
    roll2d6: boundedInt(v["roll2d6"], `${path}.roll2d6`, 12, 2),
    ...(v["subRoll"] === undefined ? {} : { subRoll: boundedInt(v["subRoll"], `${path}.subRoll`, 6, 1) }),
    ...(side === undefined ? {} : { targetedSide: side }),
  };
}

function incapacitationSpec(value: unknown, path: string): IncapacitationSpec {
  if (value === undefined) return { rolls: null, injury: null };
  const v = object(value, path);
  checkFields(v, ["rolls", "injury"], path);
  return { rolls: rollList(v["rolls"], `${path}.rolls`), injury: injuryRolls(v["injury"], `${path}.injury`) };
}

function damageSpec(value: unknown, path: string): Extract<WoundsStep, { type: "attack" }>["damage"] {
  if (value === undefined) return { dice: null, strength: null, raise: null };
  const v = object(value, path);
  checkFields(v, ["dice", "strength", "raise"], path);
  const dice = v["dice"];
  if (dice !== undefined && (!Array.isArray(dice) || dice.length > 10)) throw new RulesInputError("scenario.invalid", `${path}.dice`, `${path}.dice must list one chain per damage die`);
  return {
    dice: dice === undefined ? null : (dice as unknown[]).map((c, i) => chain(c, `${path}.dice[${i}]`)),
    strength: v["strength"] === undefined ? null : chain(v["strength"], `${path}.strength`),
    raise: v["raise"] === undefined ? null : chain(v["raise"], `${path}.raise`),
  };
}

/** Steps this reader made: the play functions take no other (their fields are checked here). */
const READ_STEPS = new WeakSet<object>();

/** The step, if `readWoundsStep` made it and it is of this type. */
export function requireReadStep<T extends WoundsStep["type"]>(step: unknown, type: T): Extract<WoundsStep, { type: T }> {
  if (typeof step !== "object" || step === null || !READ_STEPS.has(step) || (step as WoundsStep).type !== type) {
    throw new RulesInputError("scenario.invalid", "step", `a ${shown(type)} step read by readWoundsStep is needed`);
  }
  return step as Extract<WoundsStep, { type: T }>;
}

export function readWoundsStep(anyTable: WoundsTable, anyRaw: Readonly<Record<string, unknown>>, anyPath: string): WoundsStep {
  const step = readStep(checkTable(anyTable), object(anyRaw, "step"), pathOf(anyPath, "step"));
  READ_STEPS.add(step);
  return step;
}

function readStep(table: WoundsTable, raw: Readonly<Record<string, unknown>>, path: string): WoundsStep {
  const type = raw["type"];
  if (!isStepType(type)) throw new RulesInputError("scenario.invalid", `${path}.type`, `${path}.type must be one of ${Object.keys(STEP_FIELDS).join(", ")}`);
  checkFields(raw, ["type", ...(STEP_FIELDS[type] ?? [])], path);
  const actor = (key: string): string => generic.actorRef(table, raw[key], `${path}.${key}`).id;
  const int = (key: string, fallback: number, min: number, max: number): number => (raw[key] === undefined ? fallback : boundedInt(raw[key], `${path}.${key}`, max, min));
  switch (type) {
    case "startRound": {
      const cards = new Map<string, string>();
      if (raw["cards"] !== undefined) {
        for (const [ref, notation] of Object.entries(object(raw["cards"], `${path}.cards`))) {
          const id = generic.actorRef(table, ref, `${path}.cards`).id;
          cards.set(id, faceKey(parsePlayingCard(typeof notation === "string" ? notation : "", `${path}.cards.${ref}`)));
        }
      }
      return { type, path, cards };
    }
    case "endRound":
      return { type, path };
    case "startTurn":
      return { type, path, actor: actor("actor"), rolls: rollList(raw["rolls"], `${path}.rolls`) };
    case "attack": {
      const attacker = generic.actorRef(table, raw["actor"], `${path}.actor`);
      const weapon = generic.weaponRef(table, attacker, raw["weapon"], `${path}.weapon`);
      return {
        type,
        path,
        actor: attacker.id,
        target: actor("target"),
        weapon: weapon.id,
        tn: int("tn", 4, -20, 100),
        modifier: int("modifier", 0, -20, 20),
        roll: raw["roll"] === undefined ? null : rollDice(raw["roll"], `${path}.roll`),
        damage: damageSpec(raw["damage"], `${path}.damage`),
        soak: soakSpec(raw["soak"], `${path}.soak`),
        incapacitation: incapacitationSpec(raw["incapacitation"], `${path}.incapacitation`),
      };
    }
    case "damage":
      return {
        type,
        path,
        target: actor("target"),
        damage: boundedInt(raw["damage"], `${path}.damage`, SCENARIO_BOUNDS.count),
        ap: int("ap", 0, 0, 100),
        soak: soakSpec(raw["soak"], `${path}.soak`),
        incapacitation: incapacitationSpec(raw["incapacitation"], `${path}.incapacitation`),
      };
    case "benny": {
      const use = raw["use"];
      if (use !== "unshake" && use !== "redraw") throw new RulesInputError("scenario.invalid", `${path}.use`, `${path}.use must be unshake or redraw`);
      const card = raw["card"] === undefined ? null : faceKey(parsePlayingCard(typeof raw["card"] === "string" ? raw["card"] : "", `${path}.card`));
      return { type, path, actor: actor("actor"), use, card, fromGmPool: bool(raw["fromGmPool"], `${path}.fromGmPool`, false) };
    }
    case "heal":
      return { type, path, actor: actor("actor"), healer: raw["healer"] === undefined ? actor("actor") : actor("healer"), roll: raw["roll"] === undefined ? null : rollDice(raw["roll"], `${path}.roll`) };
    case "hold":
      return { type, path, actor: actor("actor"), hold: bool(raw["hold"], `${path}.hold`, true) };
    case "hours":
      return { type, path, actor: actor("actor"), hours: boundedInt(raw["hours"], `${path}.hours`, 24 * 365, 0) };
  }
}
