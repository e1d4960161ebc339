import { RulesInputError, shown } from "../errors";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, checkRegistry, isTraumaFamily, isTraumaType } from "./registry";

/** A vulnerability or resistance to a trauma type or a whole family (docs/rules/trauma.md §3.3). */
export type Behavior = {
  scope: "type" | "family";
  key: string;
  percent: number;
  label?: string;
};

// docs/rules/trauma.md §3.3: Immune 0 and Weak 150 from the Resistance page; Resistant 50 is a DECISION.
export const BEHAVIOR_WORDING: Readonly<Record<string, number>> = Object.freeze({
  immune: 0,
  weak: 150,
  vulnerable: 150,
  resistant: 50,
});

export function validateBehavior(value: unknown, path = "behavior"): Behavior {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("behavior.invalid", path, `${path} must be { scope, key, percent }`);
  }
  const v = value as Record<string, unknown>;
  if (v["scope"] !== "type" && v["scope"] !== "family") {
    throw new RulesInputError("behavior.invalid", `${path}.scope`, `${path}.scope must be "type" or "family", got ${JSON.stringify(v["scope"])}`);
  }
  if (typeof v["key"] !== "string" || v["key"] === "") {
    throw new RulesInputError("behavior.invalid", `${path}.key`, `${path}.key must name a trauma type or family`);
  }
  const percent = v["percent"];
  if (typeof percent !== "number" || !Number.isInteger(percent) || percent < 0) {
    throw new RulesInputError("behavior.invalid", `${path}.percent`, `${path}.percent must be a whole percentage ≥ 0, got ${shown(percent)}`);
  }
  if (v["label"] !== undefined && typeof v["label"] !== "string") {
    throw new RulesInputError("behavior.invalid", `${path}.label`, `${path}.label must be text`);
  }
  return value as Behavior;
}

export function validateBehaviors(value: unknown, path = "behaviors"): Behavior[] {
  if (!Array.isArray(value)) throw new RulesInputError("behavior.invalid", path, `${path} must be a list of behaviors`);
  value.forEach((b: unknown, i: number) => validateBehavior(b, `${path}[${i}]`));
  return value as Behavior[];
}

/**
 * Reads the seed's wording — "Immune to Mental Trauma", "Weak to Blunt Trauma",
 * "Resistant to Physical", "Vulnerable to Blunt 150%", "Blunt 150%" — into a behavior.
 * The scope comes from the registry: a family name is family-wide, a type name is a type.
 */
export function parseBehavior(text: string, registry: TraumaRegistry = DEFAULT_TRAUMA_REGISTRY, path = "behavior"): Behavior {
  checkRegistry(registry);
  const source = typeof text === "string" ? text.trim() : "";
  const worded = /^(immune|weak|vulnerable|resistant)\s+to\s+(\S+?)(?:\s+trauma)?(?:\s+(?:by\s+)?(\d+)\s*%?)?\.?$/iu.exec(source);
  const explicit = /^(\S+?)(?:\s+trauma)?\s+(\d+)\s*%?$/iu.exec(source);
  const word = worded?.[1]?.toLowerCase();
  const name = worded?.[2] ?? explicit?.[1];
  const percentText = worded?.[3] ?? explicit?.[2];
  const percent = percentText !== undefined ? Number(percentText) : word !== undefined ? BEHAVIOR_WORDING[word] : undefined;
  if (name === undefined || percent === undefined) {
    throw new RulesInputError("behavior.invalid", path, `${path}: cannot read "${source}"; write e.g. "Immune to Mental Trauma" or "Blunt 150%"`);
  }
  const key = findName(registry, name);
  if (key === undefined) {
    throw new RulesInputError("behavior.invalid", path, `${path}: "${name}" is neither a trauma type nor a family`);
  }
  return { scope: key.scope, key: key.name, percent, label: source };
}

// Case-insensitive lookup so "mental" finds "Mental"; families first, as the seed names families.
function findName(registry: TraumaRegistry, name: string): { scope: "type" | "family"; name: string } | undefined {
  const lower = name.toLowerCase();
  const family = Object.keys(registry.families).find((f) => f.toLowerCase() === lower);
  if (family !== undefined && isTraumaFamily(registry, family)) return { scope: "family", name: family };
  const type = Object.keys(registry.types).find((t) => t.toLowerCase() === lower);
  if (type !== undefined && isTraumaType(registry, type)) return { scope: "type", name: type };
  return undefined;
}

/** "Immune to Mental", "Weak to Blunt", "Resistant to Physical", else "Blunt 120%". */
export function formatBehavior(behavior: Behavior): string {
  validateBehavior(behavior);
  const word = behavior.percent === 0 ? "Immune" : behavior.percent === 150 ? "Weak" : behavior.percent === 50 ? "Resistant" : null;
  return word === null ? `${behavior.key} ${behavior.percent}%` : `${word} to ${behavior.key}`;
}
