/**
 * Roll, as far as Fray's formulas go: sums of dice terms (`2d6`, `1d8x[trait]`), numbers and
 * + / −, faces drawn from CONFIG.Dice.randomUniform (a test sets it, so every roll replays), the
 * explode modifier, serialization and rehydration by class name, and toMessage.
 */
import { currentWorld } from "./current";
import type { Data } from "./object-utils";

export interface DieResult {
  result: number;
  active: boolean;
  exploded?: boolean;
}

export class SimDie {
  results: DieResult[] = [];
  /** The term's options: its flavor, and what a module (Dice So Nice) reads from it. */
  options: Data;
  /** @foundry client/dice/terms/dice.mjs:23-45 (constructor: number, faces, modifiers, and options holding the flavor) */
  constructor(
    readonly number: number,
    readonly faces: number,
    readonly modifiers: string[] = [],
    flavor = "",
  ) {
    this.options = flavor ? { flavor } : {};
  }
  /** @foundry client/dice/terms/term.mjs:60-65 (flavor: options.flavor) */
  get flavor(): string {
    return String(this.options["flavor"] ?? "");
  }
  /** @foundry client/dice/terms/dice.mjs:185-190 (total: the sum of the active results) */
  get total(): number {
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
  }
  /** @foundry client/dice/terms/dice.mjs:359-371 (mapRandomFace: ceil((1 − u) × faces) of CONFIG.Dice.randomUniform) */
  randomFace(): number {
    const uniform = (currentWorld().config["Dice"] as { randomUniform: () => number }).randomUniform;
    return Math.ceil((1 - uniform()) * this.faces);
  }
  /** @foundry client/dice/terms/dice.mjs:312-330 (roll: one more result) */
  roll(): DieResult {
    const result = { result: this.randomFace(), active: true };
    this.results.push(result);
    return result;
  }
  /** @foundry client/dice/terms/dice.mjs:258-280 (_evaluateAsync: number results, then the modifiers) */
  evaluate(): void {
    for (let i = 0; i < this.number; i++) this.roll();
    if (this.modifiers.includes("x")) this.explode();
  }
  /** @foundry client/dice/terms/die.mjs:136-184 (explode: every active maximum rolls again, recursively) */
  explode(): void {
    for (let checked = 0; checked < this.results.length; checked++) {
      const r = this.results[checked]!;
      if (!r.active || r.result !== this.faces) continue;
      r.exploded = true;
      this.roll();
      if (checked > 1000) throw new Error("Maximum recursion depth for exploding dice roll exceeded");
    }
  }
  /** @foundry client/dice/terms/dice.mjs:698-710 (toJSON) */
  toJSON(): Data {
    return { class: "Die", number: this.number, faces: this.faces, modifiers: this.modifiers, results: this.results, options: this.options, evaluated: true };
  }
}

type Term = SimDie | number | "+" | "-";
const TERM = /^(\d*)d(\d+)((?:x)?)(?:\[([^\]]*)\])?$/;

export class SimRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.hbs";
  readonly formula: string;
  readonly data: Data;
  readonly options: Data;
  terms: Term[];
  _evaluated = false;
  _total: number | undefined = undefined;

  /** @foundry client/dice/roll.mjs:35-60 (constructor: the formula parsed into terms) */
  constructor(formula: string, data: Data = {}, options: Data = {}) {
    this.formula = formula.trim();
    this.data = data;
    this.options = options;
    this.terms = this.formula.split(/\s+/).map((part): Term => {
      if (part === "+" || part === "-") return part;
      if (/^\d+$/.test(part)) return Number(part);
      const m = TERM.exec(part);
      if (!m) throw new Error(`Unresolved StringTerm ${part} requested for evaluation`);
      return new SimDie(Number(m[1] || 1), Number(m[2]), m[3] ? ["x"] : [], m[4] ?? "");
    });
  }
  /** @foundry client/dice/roll.mjs:158-162 (dice: the dice terms) */
  get dice(): SimDie[] {
    return this.terms.filter((t): t is SimDie => t instanceof SimDie);
  }
  /** @foundry client/dice/roll.mjs:193-196 (total) */
  get total(): number | undefined {
    return this._total;
  }
  /** @foundry client/dice/roll.mjs:274-300 (evaluate: once only; each term evaluated, the total summed) */
  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }
  /** @foundry client/dice/roll.mjs:303-325 (evaluateSync) */
  evaluateSync(): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    let total = 0;
    let sign = 1;
    for (const term of this.terms) {
      if (term === "+" || term === "-") sign = term === "+" ? 1 : -1;
      else if (typeof term === "number") total += sign * term;
      else {
        term.evaluate();
        total += sign * term.total;
      }
    }
    this._total = total;
    this._evaluated = true;
    return this;
  }
  /** @foundry client/dice/roll.mjs:1028-1038 (toJSON: class name, options, formula, terms, total) */
  toJSON(): Data {
    return { class: this.constructor.name, options: this.options, formula: this.formula, terms: this.terms.map((t) => (t instanceof SimDie ? t.toJSON() : t)), total: this._total, evaluated: this._evaluated };
  }
  /** @foundry client/dice/roll.mjs:1047-1080 (fromData: the class named in the data, from CONFIG.Dice.rolls; results restored) */
  static fromData<T extends typeof SimRoll>(this: T, data: Data): InstanceType<T> {
    const rolls = (currentWorld().config["Dice"] as { rolls: (typeof SimRoll)[] }).rolls;
    const name = String(data["class"] ?? this.name);
    const cls = name === this.name ? this : rolls.find((c) => c.name === name);
    if (!cls) throw new Error(`Unable to recreate ${name} instance from provided data`);
    const roll = new cls(String(data["formula"]), {}, (data["options"] as Data | undefined) ?? {});
    const terms = (data["terms"] as (Data | number | string)[] | undefined) ?? [];
    roll.dice.forEach((die, i) => {
      const stored = terms.filter((t) => typeof t === "object")[i] as Data | undefined;
      die.results = (stored?.["results"] as DieResult[] | undefined) ?? [];
      // roll.mjs:1058-1068: the stored terms replace the parsed ones, options included.
      if (stored?.["options"]) die.options = stored["options"] as Data;
    });
    roll._total = data["total"] as number | undefined;
    roll._evaluated = data["evaluated"] !== false;
    return roll as InstanceType<T>;
  }
  /** @foundry client/dice/roll.mjs:914-940 (toMessage: evaluated if needed; the chat roll mode unless one is given; ChatMessage.create) */
  async toMessage(messageData: Data = {}, { rollMode, create = true }: { rollMode?: string; create?: boolean } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const cls = currentWorld().documentClass("ChatMessage") as unknown as { create(data: Data, options: Data): Promise<unknown>; applyRollModeOf?: unknown };
    const mode = rollMode ?? ((globalThis as unknown as { game: { settings: { get(n: string, k: string): unknown } } }).game.settings.get("core", "rollMode") as string);
    const data = { content: String(this.total), ...messageData, rolls: [this.toJSON()] };
    return create ? cls.create(data, { rollMode: mode }) : data;
  }
  /** @foundry client/dice/roll.mjs:874-900 (render: the roll's chat template) */
  async render(): Promise<string> {
    return `<div class="dice-roll">${this.total ?? ""}</div>`;
  }
}
