/**
 * A document as its source data reads, whatever the ruleset: what the Foundry adapter hands the
 * core (`actor.toObject()`), what a compendium file holds and what a scenario writes. Each
 * ruleset reads its own `system.<ruleset>` slice from it.
 */
export interface ItemLike {
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

export interface ActorLike {
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly ItemLike[];
}
