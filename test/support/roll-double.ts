/**
 * A small stand-in for Foundry's `Roll` (v13 call shapes: `new Roll(formula, data, options)`,
 * `evaluate()`, `dice[i].results[]`, `render({ flavor, template, isPrivate })`), enough for
 * Fray's roll classes. Dice come from a queue the test fills, so a roll is a known list of faces.
 */
export interface ResultDouble {
  result: number;
  active?: boolean;
  discarded?: boolean;
}

export class RollDouble {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  /** Faces the next evaluations take, in order. */
  static queue: number[] = [];

  readonly formula: string;
  readonly data: object;
  readonly options: Record<string, unknown>;
  protected _evaluated = false;
  protected _dice: { faces: number; number: number; results: ResultDouble[] }[] = [];

  constructor(formula: string, data: object = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = options;
  }

  get dice(): { faces: number; number: number; results: ResultDouble[] }[] {
    return this._dice;
  }

  /** Only `NdX` formulas, as Fray's pools use; Foundry would reject a bad formula too. */
  async evaluate(): Promise<this> {
    const m = /^(\d+)d(\d+)$/.exec(this.formula);
    if (!m) throw new Error(`RollDouble cannot roll ${this.formula}`);
    const number = Number(m[1]);
    const results = Array.from({ length: number }, () => {
      const result = RollDouble.queue.shift();
      if (result === undefined) throw new Error("RollDouble: the queue of faces is empty");
      return { result, active: true };
    });
    this._dice = [{ faces: Number(m[2]), number, results }];
    this._evaluated = true;
    return this;
  }

  /** Stands in for Foundry's own card: says which template it was asked for. */
  async render(options: { template?: string } = {}): Promise<string> {
    return `core-roll:${options.template ?? RollDouble.CHAT_TEMPLATE}`;
  }

  /** Sets results directly (a roll rebuilt from stored data). */
  setResults(results: ResultDouble[]): void {
    this._dice = [{ faces: 6, number: results.length, results }];
    this._evaluated = true;
  }
}
