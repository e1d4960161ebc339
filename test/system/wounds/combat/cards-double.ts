/**
 * Foundry's Cards as far as the wounds Action Deck uses them, for the server double of the tests
 * whose Combat the simulation (test/sim) does not have yet; new tests use the simulation
 * (deal-round.test.ts, action-stacks.test.ts). Stacks with embedded cards (id, drawn, sort,
 * origin); creation as Foundry's server does it: the cards get new ids unless `keepEmbeddedIds`
 * (client/documents/cards.mjs:79-82), and a stack whose id exists is replaced, not refused;
 * ownership checked on every write (a deck's cards: GM or owner), and `pass` done as Foundry v13
 * does it (the copies created in the destination with their ids, the deck's cards marked drawn,
 * a drawn card refused). Every operation is counted in `calls`, one entry per Cards operation.
 */
import { CollectionDouble } from "../../../support/combat-double";

export interface CardDouble {
  id: string;
  drawn: boolean;
  sort: number;
  face: number | null;
  origin: string | null;
  flags: Record<string, unknown>;
}

interface Sender {
  id: string;
  isGM: boolean;
}

const sender = (): Sender => (globalThis as unknown as { game: { user: Sender } }).game.user;
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Foundry's EmbeddedCollection maps its values. */
class CardCollection extends CollectionDouble<CardDouble> {
  map<T>(fn: (card: CardDouble) => T): T[] {
    return this.contents.map(fn);
  }
}

export class CardsDouble {
  static calls: string[] = [];
  /** The next pass fails (a GM whose client stops mid-step). */
  static failNextPass = false;
  /** The ids the "server" gives cards it renews. */
  static renewed = 0;
  static readonly all = new CollectionDouble<CardsDouble>();
  static get implementation(): typeof CardsDouble {
    return CardsDouble;
  }

  cards = new CardCollection();
  ownership: Record<string, number> = { default: 0 };
  constructor(
    public id: string,
    public name: string,
    public type: string,
    public flags: Record<string, unknown> = {},
  ) {}

  get uuid(): string {
    return `Cards.${this.id}`;
  }

  testUserPermission(user: Sender, level: string): boolean {
    if (user.isGM) return true;
    const need = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 }[level] ?? 3;
    return (this.ownership[user.id] ?? this.ownership["default"] ?? 0) >= need;
  }

  private check(): void {
    if (!this.testUserPermission(sender(), "OWNER")) throw new Error(`${sender().id} may not modify the cards of ${this.id}`);
  }

  static async createDocuments(list: Record<string, unknown>[], options: { keepEmbeddedIds?: boolean } = {}): Promise<CardsDouble[]> {
    if (!sender().isGM) throw new Error(`${sender().id} may not create Cards`);
    await tick();
    const renew = options.keepEmbeddedIds !== true;
    const made = list.map((data) => {
      const stack = new CardsDouble(String(data["_id"]), String(data["name"]), String(data["type"]), structuredClone((data["flags"] as Record<string, unknown>) ?? {}));
      stack.ownership = { ...((data["ownership"] as Record<string, number>) ?? {}) };
      // Foundry's Cards#_preCreate: every card of a new stack is undrawn.
      for (const c of (data["cards"] as Record<string, unknown>[] | undefined) ?? []) {
        const id = renew ? `renewed${(CardsDouble.renewed++).toString().padStart(9, "0")}` : String(c["_id"]);
        stack.cards.set(id, { id, drawn: false, sort: Number(c["sort"] ?? 0), face: null, origin: null, flags: structuredClone((c["flags"] as Record<string, unknown>) ?? {}) });
      }
      CardsDouble.all.set(stack.id, stack);
      return stack;
    });
    CardsDouble.calls.push(`Cards.create(${list.length})`);
    return made;
  }

  static async deleteDocuments(ids: string[]): Promise<void> {
    if (!sender().isGM) throw new Error(`${sender().id} may not delete Cards`);
    await tick();
    for (const id of ids) CardsDouble.all.delete(id);
    CardsDouble.calls.push(`Cards.delete(${ids.length})`);
  }

  async deleteEmbeddedDocuments(_type: "Card", ids: string[]): Promise<void> {
    this.check();
    await tick();
    for (const id of ids) this.cards.delete(id);
    CardsDouble.calls.push(`${this.type}.deleteCards(${ids.length})`);
  }

  async updateEmbeddedDocuments(_type: "Card", updates: ({ _id: string } & Partial<CardDouble>)[]): Promise<void> {
    this.check();
    await tick();
    for (const { _id, ...change } of updates) {
      const card = this.cards.get(_id);
      if (card) Object.assign(card, change);
    }
    CardsDouble.calls.push(`${this.type}.updateCards(${updates.length})`);
  }

  /** Cards#pass from a deck to a pile, as v13 does it (one Cards operation). */
  async pass(to: CardsDouble, ids: string[], options: { updateData?: Partial<CardDouble>; chatNotification?: boolean } = {}): Promise<void> {
    this.check();
    to.check();
    if (options.chatNotification !== false) throw new Error("the Action Deck posts no Foundry notification per deal");
    await tick();
    if (CardsDouble.failNextPass) {
      CardsDouble.failNextPass = false;
      throw new Error("the GM's client stopped");
    }
    let sort = Math.max(0, ...to.cards.contents.map((c) => c.sort));
    for (const id of ids) {
      const card = this.cards.get(id);
      if (!card) throw new Error(`undefined id [${id}] does not exist in the EmbeddedCollection collection.`);
      if (card.drawn) throw new Error(`You may not pass Card ${id} which has already been drawn`);
      if (to.cards.has(id)) throw new Error(`Card ${id} already exists in ${to.id}`);
      to.cards.set(id, { ...structuredClone(card), ...options.updateData, drawn: true, origin: this.id, sort: (sort += 100000) });
      card.drawn = true;
    }
    CardsDouble.calls.push(`pass(${ids.length})`);
  }
}

/** Puts the Cards on the globals (on top of the server double); uuids `Cards.<id>` resolve through `lookUp`. */
export function installCards(lookUp: (uuid: string) => unknown): void {
  CardsDouble.calls = [];
  CardsDouble.failNextPass = false;
  CardsDouble.all.clear();
  const g = globalThis as Record<string, unknown>;
  g["Cards"] = CardsDouble;
  (g["game"] as Record<string, unknown>)["cards"] = CardsDouble.all;
  const foundry = g["foundry"] as { utils?: Record<string, unknown> };
  foundry.utils ??= {};
  foundry.utils["fromUuidSync"] = (uuid: string) => (uuid.startsWith("Cards.") ? (CardsDouble.all.get(uuid.slice(6)) ?? null) : lookUp(uuid));
}
