/**
 * A wounds trait roll as a Foundry Roll (docs/rules/wounds.md §4.2): the trait die and, for a
 * Wild Card, the Wild Die, each its own exploding term (`1d8x[trait] + 1d6x[wild]`), so Dice So
 * Nice (the Wild Die in its own colours, wild-die.ts) and the chat log show them apart. Foundry
 * rolls the faces; the core judges them (the better die counts, not the sum; aces, raises,
 * critical failure), and the total is the core's.
 */
import { RulesInputError } from "../../../core/errors";
import { type TraitDie, validateTrait } from "../../../core/wounds";
import { wordView } from "../../i18n";
import { type TraitRollCard, traitRollCard } from "../../../view/wounds/roll-views";
import { WILD_FLAVOR, markWildDie } from "./wild-die";

export interface WoundsTraitRollOptions extends Roll.Options {
  die?: TraitDie;
  isWildCard?: boolean;
  /** Every modifier together (wound penalty, Joker, typed). */
  modifier?: number;
  tn?: number;
  /** What was rolled; user data, always escaped when shown. */
  label?: string;
}

type RenderOptions = Parameters<Roll["render"]>[0];

const whole = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isSafeInteger(value) ? value : fallback);

/** The faces of one exploding term, in the order rolled (a die a module set aside is not counted). */
function chainOf(term: foundry.dice.terms.DiceTerm | undefined): number[] {
  if (term === undefined) return [];
  return term.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result);
}

// Keep this class's name: Roll.fromData finds a stored roll's class by `constructor.name`.
export class WoundsTraitRoll extends Roll {
  static override CHAT_TEMPLATE = "systems/fray/templates/wounds/chat/trait-roll.hbs";

  constructor(formula: string, data?: Roll["data"], options: WoundsTraitRollOptions = {}) {
    super(formula, data, options);
    markWildDie(this.dice);
  }

  static formulaFor(die: TraitDie, isWildCard: boolean): string {
    const trait = `1d${die.sides}x[trait]`;
    return isWildCard ? `${trait} + 1d6x[${WILD_FLAVOR}]` : trait;
  }

  static forTrait(options: WoundsTraitRollOptions & { die: TraitDie; isWildCard: boolean }): WoundsTraitRoll {
    return new WoundsTraitRoll(WoundsTraitRoll.formulaFor(options.die, options.isWildCard), {}, options);
  }

  get die(): TraitDie {
    return validateTrait((this.options as WoundsTraitRollOptions).die ?? { sides: 4, mod: 0 }, "options.die");
  }

  get modifier(): number {
    return whole((this.options as WoundsTraitRollOptions).modifier, 0);
  }

  get tn(): number {
    return whole((this.options as WoundsTraitRollOptions).tn, 4);
  }

  get label(): string {
    const label = (this.options as WoundsTraitRollOptions).label;
    return typeof label === "string" ? label : "";
  }

  get traitChain(): number[] {
    return chainOf(this.dice[0]);
  }

  /** The Wild Die's faces; null for an Extra. */
  get wildChain(): number[] | null {
    return this.dice.length > 1 ? chainOf(this.dice[1]) : null;
  }

  /** The core's reading of the dice; throws before evaluation or for faces it refuses. */
  card(): TraitRollCard {
    if (!this._evaluated) throw new Error("WoundsTraitRoll: read the dice after evaluate()");
    return traitRollCard({ label: this.label, die: this.die, chain: this.traitChain, wildChain: this.wildChain, modifier: this.modifier, tn: this.tn });
  }

  /** The better die plus the modifiers, not Foundry's sum of both dice. */
  protected override _evaluateTotal(): number {
    try {
      return traitRollCard({ label: "", die: this.die, chain: this.traitChain, wildChain: this.wildChain, modifier: this.modifier, tn: this.tn }).total;
    } catch {
      return super._evaluateTotal();
    }
  }

  override async render(options: RenderOptions = {}): Promise<string> {
    const { isPrivate, template } = options ?? {};
    if (!this._evaluated) await this.evaluate({ allowInteractive: !(isPrivate ?? false) });
    let card: TraitRollCard;
    try {
      card = this.card();
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      return super.render({ ...options, template: Roll.CHAT_TEMPLATE });
    }
    const context = { card: isPrivate === true ? null : wordView(card), isPrivate: isPrivate === true };
    return foundry.applications.handlebars.renderTemplate(template ?? WoundsTraitRoll.CHAT_TEMPLATE, context);
  }
}
