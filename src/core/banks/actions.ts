/**
 * The action catalogue (docs/rules/banks.md §6.18, SEED costs): kind, base IP and any GR the action
 * itself adds. Keys are the seed's action names in camelCase.
 */
import { GR_MODIFIERS } from "./glitch";
import { RulesInputError, requireInt } from "../errors";

export type ActionKind = "free" | "simple" | "complex";
export type ActionSpec = { kind: ActionKind; base: number; gr: number };

const free = (): ActionSpec => ({ kind: "free", base: 0, gr: 0 });
const simple = (): ActionSpec => ({ kind: "simple", base: 1, gr: 0 });
const complex = (base: number, gr = 0): ActionSpec => ({ kind: "complex", base, gr });

export const ACTIONS = {
  walk: free(),
  communicate: free(),
  gesture: free(),
  observe: free(),
  releaseObject: free(),
  dropProne: free(),
  pointWeapon: free(),
  neuralDigitalMacro: free(),
  toss: free(),
  drawWeapon: simple(),
  reloadClip: simple(),
  fireSimpleWeapon: simple(),
  clearRecoil: simple(),
  braceWeapon: simple(),
  throwObject: simple(),
  pickUpObject: simple(),
  activeDodge: simple(),
  takeCover: simple(),
  hide: simple(),
  manualDigitalMacro: simple(),
  standFromProne: simple(),
  clearSenses: simple(),
  run: simple(),
  crawl: complex(2),
  quickDrawFire: complex(2, GR_MODIFIERS.quickDrawFire),
  burstFire: complex(2),
  fullAutoFire: complex(3),
  strike: complex(2),
  meleeWeaponAttack: complex(2),
  brawl: complex(2),
  grapple: complex(2),
  escapeGrapple: complex(2),
  throwGrappledTarget: complex(3),
  callForSurrender: complex(2),
  leadershipTactics: complex(2),
  derision: complex(2),
  wedge: complex(2),
  hurl: complex(2, GR_MODIFIERS.hurl),
  stabilize: complex(6),
  triage: complex(6),
} as const satisfies Record<string, ActionSpec>;
export type ActionName = keyof typeof ACTIONS;

/** Burst Fire fires 2–5 bullets, Full Auto 6 or more (§6.18). */
export function autoFireAction(bullets: number): "fireSimpleWeapon" | "burstFire" | "fullAutoFire" {
  requireInt(bullets, "bullets", "input.invalid", { min: 0 });
  return bullets <= 1 ? "fireSimpleWeapon" : bullets <= 5 ? "burstFire" : "fullAutoFire";
}

/** Create Digital Macro: the macro's manual cost, 2 less if created neurally (§6.18). */
function requireFlag(value: unknown, path: string): void {
  if (typeof value !== "boolean") throw new RulesInputError("input.invalid", path, `${path} must be true or false`);
}

export function createMacroCost(manualCost: number, neural: boolean): number {
  requireInt(manualCost, "manualCost", "input.invalid", { min: 0 });
  requireFlag(neural, "neural");
  return Math.max(0, manualCost - (neural ? 2 : 0));
}

/** Field Medic halves Stabilize/Triage IP in combat, rounding up (DECISION §9.13). */
export function medicIpCost(base: number, fieldMedic: boolean): number {
  requireInt(base, "base", "input.invalid", { min: 0 });
  requireFlag(fieldMedic, "fieldMedic");
  return fieldMedic ? Math.ceil(base / 2) : base;
}
