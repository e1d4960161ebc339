/**
 * A (v:X) check as a Foundry Roll (docs/rules/slots.md §4, §5.10): `1dX`, evaluated by Foundry
 * (Dice So Nice and roll modes work as for any roll), read back as its natural face and judged
 * by the core: the total against a target if it has one, Nat Max and Nat Min, and for a Stress
 * check the Stress it adds (a natural 1, or 1–5 in Agony). The chat card is Fray's own template.
 */
import { RulesInputError } from "../../core/errors";
import { STRESS_TRACKS, type StressTrack, stressCheck } from "../../core/slots";
import { type Text, text } from "../../view/i18n";
import { type Worded, wordView } from "../i18n";

export interface VariableRollOptions extends Roll.Options {
  /** Added to the natural face. */
  bonus?: number;
  /** The total that succeeds; none for a damage roll. */
  target?: number | null;
  /** A Stress check of this track (in Agony or not). */
  stress?: { track: StressTrack; agony: boolean } | null;
  /** What was rolled; user data, always escaped when shown. */
  label?: string;
}

export interface VariableRollView {
  readonly label: string;
  readonly formula: string;
  readonly natural: number;
  readonly total: number;
  readonly lines: readonly { readonly tone: "good" | "bad" | "plain"; readonly text: Text }[];
}

export type VariableRollChatContext = { readonly view: Worded<VariableRollView> | null; readonly isPrivate: boolean; readonly flavor: string | null };

type RenderOptions = Parameters<Roll["render"]>[0];

const K = "FRAY.Slots.Roll";

const whole = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isSafeInteger(value) ? value : fallback);

/** The card's view of a rolled check (pure, exported for the tests). */
export function variableRollView(input: { sides: number; natural: number; bonus: number; target: number | null; stress: { track: StressTrack; agony: boolean } | null; label: string }): VariableRollView {
  const total = input.natural + input.bonus;
  const lines: { tone: "good" | "bad" | "plain"; text: Text }[] = [];
  if (input.target !== null) lines.push(total >= input.target ? { tone: "good", text: text(`${K}.Success`, { target: input.target }) } : { tone: "bad", text: text(`${K}.Failure`, { target: input.target }) });
  if (input.natural === input.sides) lines.push({ tone: "good", text: text(`${K}.NatMax`) });
  if (input.natural === 1) lines.push({ tone: "bad", text: text(`${K}.NatMin`) });
  if (input.stress !== null) {
    const gained = stressCheck(input.sides, input.natural, input.stress.agony);
    const track = text(`FRAY.Slots.Track.${input.stress.track}`);
    lines.push(gained > 0 ? { tone: "bad", text: text(`${K}.StressGained`, { track }) } : { tone: "good", text: text(`${K}.StressSpared`, { track }) });
  }
  const bonus = input.bonus === 0 ? "" : input.bonus > 0 ? ` + ${input.bonus}` : ` − ${-input.bonus}`;
  return { label: input.label, formula: `(v:${input.sides})${bonus}`, natural: input.natural, total, lines };
}

// Keep this class's name: Roll.fromData finds a stored roll's class by `constructor.name`.
export class VariableRoll extends Roll {
  static override CHAT_TEMPLATE = "systems/fray/templates/slots/chat/variable-roll.hbs";

  constructor(formula: string, data?: Roll["data"], options: VariableRollOptions = {}) {
    super(formula, data, options);
  }

  /** (v:X) is one X-sided die. */
  static formulaFor(sides: number): string {
    return `1d${Math.max(1, Math.trunc(sides))}`;
  }

  static check(sides: number, options: VariableRollOptions = {}): VariableRoll {
    return new VariableRoll(VariableRoll.formulaFor(sides), {}, options);
  }

  get #stored(): Readonly<Record<string, unknown>> {
    return { ...this.options };
  }

  get sides(): number {
    return this.dice[0]?.faces ?? Number(/^1d(\d+)$/.exec(this.formula)?.[1] ?? 1);
  }

  get bonus(): number {
    return whole(this.#stored["bonus"], 0);
  }

  get target(): number | null {
    const t = this.#stored["target"];
    return typeof t === "number" && Number.isSafeInteger(t) ? t : null;
  }

  get stress(): { track: StressTrack; agony: boolean } | null {
    const s = this.#stored["stress"];
    if (typeof s !== "object" || s === null) return null;
    const { track, agony } = s as { track?: unknown; agony?: unknown };
    const known = STRESS_TRACKS.find((t) => t === track);
    return known === undefined ? null : { track: known, agony: agony === true };
  }

  get label(): string {
    const label = this.#stored["label"];
    return typeof label === "string" ? label : "";
  }

  /** The natural face. Throws before the roll is evaluated. */
  get natural(): number {
    if (!this._evaluated) throw new Error("VariableRoll: read the die after evaluate()");
    const face = (this.dice[0]?.results ?? []).find((r) => r.active !== false && r.discarded !== true)?.result;
    if (face === undefined) throw new RulesInputError("dice.missing", "roll", "The (v:X) roll has no die");
    return face;
  }

  async chatContext({ flavor, isPrivate = false }: { flavor?: string | undefined; isPrivate?: boolean | undefined } = {}): Promise<VariableRollChatContext> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    if (isPrivate) return { view: null, isPrivate: true, flavor: null };
    const view = variableRollView({ sides: this.sides, natural: this.natural, bonus: this.bonus, target: this.target, stress: this.stress, label: this.label });
    return { view: wordView(view), isPrivate: false, flavor: flavor ?? null };
  }

  /** Fray's card instead of Foundry's total; stored data the core rejects falls back to Foundry's card. */
  override async render(options: RenderOptions = {}): Promise<string> {
    const { flavor, isPrivate, template } = options ?? {};
    let context: VariableRollChatContext;
    try {
      context = await this.chatContext({ flavor: flavor ?? undefined, isPrivate: isPrivate ?? false });
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      return super.render({ ...options, template: Roll.CHAT_TEMPLATE });
    }
    return foundry.applications.handlebars.renderTemplate(template ?? (this.constructor as typeof VariableRoll).CHAT_TEMPLATE, context);
  }
}

/** Lets Foundry rebuild stored (v:X) rolls; call once at init, in every world. */
export function registerVariableRoll(): void {
  if (!CONFIG.Dice.rolls.includes(VariableRoll)) CONFIG.Dice.rolls.push(VariableRoll);
}
