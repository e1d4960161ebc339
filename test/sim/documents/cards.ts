/**
 * Cards and Card: permissions as the common documents declare them, the client's default of new
 * ids for a stack's cards, and what the client's Cards and Card read off their cards (available,
 * drawn, home, origin). Dealing, passing, shuffling and recalling are in cards-actions.ts.
 */
import { type DocumentMeta, type SimCollection, SimDocument } from "../document";
import { currentWorld } from "../current";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";
import { type CardsOptions, type SimCard, type SimStack, deal, drawCards, pass, resetDeck, resetStack, shuffle } from "./cards-actions";

/** @foundry common/documents/cards.mjs:23-35 (metadata: cards embedded; create CARDS_CREATE; delete OWNER) */
export const cardsMeta: DocumentMeta = { name: "Cards", collection: "cards", embedded: { Card: "cards" }, permissions: { create: "CARDS_CREATE", delete: "OWNER" }, hasOwnership: true };

/**
 * @foundry common/documents/card.mjs:25-36 (metadata: create #canCreate, update #canUpdate, delete OWNER)
 * @foundry common/documents/card.mjs:88-105 (a GM; into a hand or pile anyone; a deck's owner; anyone may mark a card drawn)
 */
export class BaseCard extends SimDocument {
  static override meta: DocumentMeta = {
    name: "Card",
    collection: null,
    embedded: {},
    permissions: {
      create: (user: SimUser, doc: SimDocument) => user.isGM || doc.parent?.["type"] !== "deck" || !!doc.parent?.testUserPermission(user, "OWNER"),
      update: (user: SimUser, doc: SimDocument, data: Data) => {
        if (user.isGM) return true;
        const keys = Object.keys(data).sort().join();
        if (keys === "_id,drawn") return true;
        return !!doc.parent?.testUserPermission(user, "OWNER");
      },
      delete: "OWNER",
    },
    hasOwnership: false,
  };

  /** The schema's initial values, written into the source the card was given (its stack's entry). @foundry common/documents/card.mjs:42-71 (defineSchema: drawn false, face null, origin null, sort 0) */
  constructor(source: Data, options: { parent?: SimDocument | null; server?: boolean } = {}) {
    for (const [key, initial] of Object.entries({ drawn: false, face: null, origin: null, sort: 0, suit: "", value: null, flags: {} })) if (source[key] === undefined) source[key] = initial;
    super(source, options);
  }

  /**
   * On a client `origin` reads as the Cards document it names, looked up when read (null when
   * that stack is gone); on the server it stays the id.
   * @foundry common/data/fields.mjs:2643-2648 (initialize: a ForeignDocumentField is a getter of model.get(value) on the client, the value server-side)
   */
  override _initialize(): void {
    super._initialize();
    if (this.isServerCopy) return;
    const id = this._source["origin"];
    Object.defineProperty(this, "origin", {
      get: () => (typeof id === "string" && id ? (currentWorld().currentTab().collection("Cards").get(id) ?? null) : null),
      set: () => undefined,
      configurable: true,
      enumerable: true,
    });
  }

  /** @foundry client/documents/card.mjs:52-54 (isHome: in a deck, or in its origin stack) */
  get isHome(): boolean {
    return this.parent?.["type"] === "deck" || this["origin"] === this.parent;
  }

  /** @foundry client/documents/card.mjs:43-45 (source: the deck it is in, else its origin) */
  get source(): SimDocument | null {
    return this.parent?.["type"] === "deck" ? this.parent : ((this["origin"] as SimDocument | null) ?? null);
  }

  /** @foundry client/documents/card.mjs:122-125 (pass: its stack's pass of this one card) */
  async pass(to: SimStack, { updateData = {}, ...options }: CardsOptions = {}): Promise<SimDocument | undefined> {
    const created = await pass(this.parent as SimStack, to, [this.id], { updateData, action: "pass", ...options });
    return created[0];
  }

  /** @foundry client/documents/card.mjs:156-165 (recall: the original undrawn; this copy deleted unless home) */
  async recall(): Promise<SimDocument | null> {
    const source = this.source as SimStack | null;
    const original = this.isHome ? this : (source?.cards.get(this.id) ?? null);
    if (original) await original.update({ drawn: false });
    if (!this.isHome) await this.delete();
    return original;
  }
}

export class BaseCards extends SimDocument {
  static override meta = cardsMeta;
  declare readonly cards: SimCollection<SimCard>;

  /** @foundry client/documents/cards.mjs:79-82 (createDocuments: keepEmbeddedIds false unless passed) */
  static override createDocuments(data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return super.createDocuments(data, { ...options, keepEmbeddedIds: options["keepEmbeddedIds"] ?? false });
  }

  /** @foundry client/documents/cards.mjs:40-42 (availableCards: a deck's undrawn cards; every card of a hand or pile) */
  get availableCards(): SimCard[] {
    return this.cards.filter((c) => this["type"] !== "deck" || !c.drawn);
  }

  /** @foundry client/documents/cards.mjs:48-50 (drawnCards: the cards marked drawn) */
  get drawnCards(): SimCard[] {
    return this.cards.filter((c) => c.drawn);
  }

  /** @foundry client/documents/cards.mjs:32-34 (thumbnail: the stack's img) */
  get thumbnail(): unknown {
    return this["img"];
  }

  /** @foundry client/documents/abstract/client-document.mjs:136-138 (link: @UUID[uuid]{name}) */
  get link(): string {
    return `@UUID[${this.uuid}]{${String(this["name"])}}`;
  }

  /** @foundry client/documents/cards.mjs:100-154 (deal) */
  deal(to: SimStack[], number = 1, options: CardsOptions = {}): Promise<SimStack> {
    return deal(this as unknown as SimStack, to, number, options);
  }

  /** @foundry client/documents/cards.mjs:170-246 (pass) */
  pass(to: SimStack, ids: readonly string[], options: CardsOptions = {}): Promise<SimDocument[]> {
    return pass(this as unknown as SimStack, to, ids, options);
  }

  /** @foundry client/documents/cards.mjs:260-266 (draw: another stack's _drawCards, then its pass to this one as "draw") */
  draw(from: SimStack, number = 1, { how = 0, updateData = {}, ...options }: CardsOptions = {}): Promise<SimDocument[]> {
    if (from.documentName !== "Cards" || from === (this as unknown)) throw new Error("You must provide some other Cards document as the source for the Cards#draw operation");
    const toDraw = drawCards(from, number, how);
    return pass(from, this as unknown as SimStack, toDraw.map((c) => c.id), { updateData, action: "draw", ...options });
  }

  /** @foundry client/documents/cards.mjs:278-292 (shuffle) */
  shuffle(options: CardsOptions = {}): Promise<SimStack> {
    return shuffle(this as unknown as SimStack, options);
  }

  /** @foundry client/documents/cards.mjs:305-308 (recall: a deck resets, another stack returns its cards) */
  recall(options: CardsOptions = {}): Promise<SimStack> {
    return this["type"] === "deck" ? resetDeck(this as unknown as SimStack, options) : resetStack(this as unknown as SimStack, options);
  }

  /** @foundry client/documents/cards.mjs:431-458 (_drawCards) */
  _drawCards(number: number, how: number): SimCard[] {
    return drawCards(this as unknown as SimStack, number, how);
  }

  /** @foundry client/documents/cards.mjs:489-495 (_preCreate: every card of a new stack undrawn) */
  override async _preCreate(data: Data, options: Data, user: SimUser): Promise<boolean | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    for (const card of this.cards.contents) {
      card._source["drawn"] = false;
      card._initialize();
    }
    return undefined;
  }

  /** @foundry client/documents/cards.mjs:500-503 (_preDelete: a stack is recalled before it is deleted, with its notification) */
  override async _preDelete(options: Data, user: SimUser): Promise<boolean | undefined> {
    await this.recall();
    return super._preDelete(options, user);
  }
}
