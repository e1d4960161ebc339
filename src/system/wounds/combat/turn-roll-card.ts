/**
 * The start-of-turn prompt (docs/rules/wounds.md §7) and its answer, as their flags say: the
 * prompt (posted by the active GM) names the combat, round, combatant and roll; the answer (posted
 * by the person asked) adds the faces rolled, or that a Benny ends Shaken instead. The answer's
 * author could edit it, so it is read only through these validators; the core judges the faces.
 */
import { RulesInputError } from "../../../core/errors";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY } from "../../../core/wounds";

export type TurnRollType = typeof PROMPT_BLEEDING_OUT | typeof PROMPT_SHAKEN_RECOVERY;
export const TURN_ROLL_TYPES: readonly TurnRollType[] = [PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY];

export interface TurnPrompt {
  readonly combatId: string;
  readonly round: number;
  readonly combatantId: string;
  readonly type: TurnRollType;
}

export interface TurnAnswer extends TurnPrompt {
  /** The roll (absent when a Benny ends Shaken instead). */
  readonly roll: { readonly chain: readonly number[]; readonly wildChain?: readonly number[] } | null;
}

const bad = (path: string, why: string): RulesInputError => new RulesInputError("card.invalid", path, why);
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function faces(v: unknown, path: string): number[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > 60) throw bad(path, `${path} lists the faces rolled`);
  return v.map((x, i) => {
    if (typeof x !== "number" || !Number.isInteger(x) || x < 1 || x > 100) throw bad(`${path}[${i}]`, "a face is a whole number from 1 to 100");
    return x;
  });
}

export function validateTurnPrompt(value: unknown, path = "prompt"): TurnPrompt {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad(path, `${path} must be an object`);
  const v = value as Record<string, unknown>;
  const { combatId, combatantId, round, type } = v;
  if (typeof combatId !== "string" || !ID.test(combatId)) throw bad(`${path}.combatId`, "a combat id");
  if (typeof combatantId !== "string" || !ID.test(combatantId)) throw bad(`${path}.combatantId`, "a combatant id");
  if (typeof round !== "number" || !Number.isInteger(round) || round < 1 || round > 100_000) throw bad(`${path}.round`, "a round from 1");
  if (!TURN_ROLL_TYPES.includes(type as TurnRollType)) throw bad(`${path}.type`, "a start-of-turn roll");
  return { combatId, combatantId, round, type: type as TurnRollType };
}

export function validateTurnAnswer(value: unknown, path = "answer"): TurnAnswer {
  const prompt = validateTurnPrompt(value, path);
  const raw = (value as Record<string, unknown>)["roll"];
  if (raw === null) {
    if (prompt.type !== PROMPT_SHAKEN_RECOVERY) throw bad(`${path}.roll`, "only Shaken may be ended with a Benny instead of a roll");
    return { ...prompt, roll: null };
  }
  if (typeof raw !== "object" || raw === undefined || Array.isArray(raw)) throw bad(`${path}.roll`, "the roll's faces");
  const r = raw as Record<string, unknown>;
  const chain = faces(r["chain"], `${path}.roll.chain`);
  return { ...prompt, roll: r["wildChain"] === undefined ? { chain } : { chain, wildChain: faces(r["wildChain"], `${path}.roll.wildChain`) } };
}

/** `flags.fray.wounds.<key>` of a message, unvalidated. */
function flagOf(message: ChatMessage.Implementation, key: "turnPrompt" | "turnAnswer"): unknown {
  const wounds = (message.flags as { fray?: { wounds?: Record<string, unknown> } }).fray?.wounds;
  return wounds !== undefined && Object.hasOwn(wounds, key) ? wounds[key] : undefined;
}

export function turnPromptOf(message: ChatMessage.Implementation): TurnPrompt | null {
  const raw = flagOf(message, "turnPrompt");
  try {
    return raw === undefined ? null : validateTurnPrompt(raw);
  } catch {
    return null;
  }
}

export function turnAnswerOf(message: ChatMessage.Implementation): TurnAnswer | null {
  const raw = flagOf(message, "turnAnswer");
  try {
    return raw === undefined ? null : validateTurnAnswer(raw);
  } catch {
    return null;
  }
}
