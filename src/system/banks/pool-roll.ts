/**
 * An Afterverse d6 pool as a Foundry Roll (docs/rules/banks.md §5): `${n}d6`, evaluated by Foundry
 * (so Dice So Nice and roll modes work as for any roll), read back as natural faces and handed
 * to the core, which decides hits, net hits, critical and glitch. The chat card is Fray's own
 * template, fed by the pure view-model `poolRollView`.
 */
import { rollPool } from "../../core/dice";
import { RulesInputError } from "../../core/errors";
import { type TestResult, resolveTest } from "../../core/banks";
import { type PoolRollView, poolRollView } from "../../view/banks/pool-roll-view";
import { type Worded, wordView } from "../i18n";

/** What a pool roll carries besides its formula; stored in the message with the roll. */
export interface PoolRollOptions extends Roll.Options {
  /** Hits needed (§5.2); 1 when absent. */
  threshold?: number;
  /** Glitch Risk (§5.4); 0 when absent. */
  gr?: number;
  /** What was rolled; user data, always escaped when shown. */
  label?: string;
}

/** The chat template's context (a type alias: renderTemplate wants an indexable object). */
export type PoolRollChatContext = {
  readonly view: Worded<PoolRollView> | null;
  readonly isPrivate: boolean;
  readonly flavor: string | null;
};

type RenderOptions = Parameters<Roll["render"]>[0];

/** A stored option that may have come back from JSON as anything: a whole number, or the fallback. */
function wholeOr(value: unknown, fallback: number, min: number): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min ? value : fallback;
}

// Keep this class's name: Roll.fromData finds a stored roll's class by `constructor.name`.
export class PoolRoll extends Roll {
  static override CHAT_TEMPLATE = "systems/fray/templates/banks/chat/pool-roll.hbs";

  constructor(formula: string, data?: Roll["data"], options: PoolRollOptions = {}) {
    super(formula, data, options);
  }

  /** `n` d6, none for n ≤ 0 (§5.1). */
  static formulaFor(pool: number): string {
    return `${Math.max(0, Math.trunc(pool))}d6`;
  }

  /** A pool of `pool` dice for a test against `threshold` (not yet evaluated). */
  static forPool(pool: number, options: PoolRollOptions = {}): PoolRoll {
    return new PoolRoll(PoolRoll.formulaFor(pool), {}, options);
  }

  /** The options as stored, read without trusting their types (a message may be old or edited). */
  get #stored(): Readonly<Record<string, unknown>> {
    return { ...this.options };
  }

  get threshold(): number {
    return wholeOr(this.#stored["threshold"], 1, Number.MIN_SAFE_INTEGER);
  }

  get gr(): number {
    return wholeOr(this.#stored["gr"], 0, 0);
  }

  get label(): string {
    const label = this.#stored["label"];
    return typeof label === "string" ? label : "";
  }

  /** The natural faces of the pool, in the order rolled. Throws before the roll is evaluated. */
  get faces(): number[] {
    if (!this._evaluated) throw new Error("PoolRoll: read the dice after evaluate()");
    const results = this.dice[0]?.results ?? [];
    // A die a module or modifier set aside (discarded, inactive) is not part of the pool.
    return results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result);
  }

  get hits(): number {
    return rollPool(this.faces).hits;
  }

  get sixes(): number {
    return rollPool(this.faces).sixes;
  }

  get ones(): number {
    return rollPool(this.faces).ones;
  }

  /** Net hits against `threshold` (0 on a failure, §5.2). */
  netHits(threshold: number = this.threshold): number {
    return this.resolve(threshold).net;
  }

  /** The core's test result: success, net hits, critical and glitch (default glitch policy, §5.4). */
  resolve(threshold: number = this.threshold, gr: number = this.gr): TestResult {
    return resolveTest({ dice: this.faces, threshold, gr });
  }

  /** The chat card's context; the private view shows no dice. */
  async chatContext({ flavor, isPrivate = false }: { flavor?: string | undefined; isPrivate?: boolean | undefined } = {}): Promise<PoolRollChatContext> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    if (isPrivate) return { view: null, isPrivate: true, flavor: null };
    const view = poolRollView({ faces: this.faces, threshold: this.threshold, gr: this.gr, label: this.label });
    return { view: wordView(view), isPrivate: false, flavor: flavor ?? null };
  }

  /** Fray's card instead of Foundry's total; a roll whose stored data the core rejects falls back to Foundry's card. */
  override async render(options: RenderOptions = {}): Promise<string> {
    const { flavor, isPrivate, template } = options ?? {};
    let context: PoolRollChatContext;
    try {
      context = await this.chatContext({ flavor: flavor ?? undefined, isPrivate: isPrivate ?? false });
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      return super.render({ ...options, template: Roll.CHAT_TEMPLATE });
    }
    const path = template ?? (this.constructor as typeof PoolRoll).CHAT_TEMPLATE;
    return foundry.applications.handlebars.renderTemplate(path, context);
  }
}

/** Lets Foundry rebuild stored pool rolls (chat log, Dice So Nice); call once at init. */
export function registerPoolRoll(): void {
  if (!CONFIG.Dice.rolls.includes(PoolRoll)) CONFIG.Dice.rolls.push(PoolRoll);
}
