/** What a player asks for when they attack: the draw dialog builds it, the attack flow plays it. */
export interface PerkChoice {
  /** The Card document id in the attacker's perk hand. */
  readonly cardId: string;
  /** For a face card: the position in the hand it raises by 1 (drawn cards first, then appended valued perks). */
  readonly targetIndex?: number;
}

export interface AttackRequest {
  readonly actor: Actor.Implementation;
  readonly item: Item.Implementation;
  /** The targeted tokens (may be empty: the draw is made and shown, with nobody to hurt). */
  readonly targets: readonly TokenDocument.Implementation[];
  /** Target difficulty before Lobe-of-Ease: the weapon's, or as the Narrator set it. */
  readonly difficulty: number;
  readonly perks: readonly PerkChoice[];
}
