/**
 * The soak prompt (rules/track.md §5.3, §5.4, §7 "Each attack"): the pool's parts, how many hits
 * may be bought, and for each purchase the exact chance of every wound severity, so the player
 * sees what buying a hit is worth before rolling. Wound penalties never touch this pool (§5.6).
 */
import { type ArmorCategory, type DamageType, type TrackActor, maxBoughtHits, soakSeverityOdds, SEVERITY_ORDER } from "../../core/track";
import { type Text, text } from "../i18n";
import { damageTypeName, woundName } from "./monitor-text";

export interface SoakInput {
  readonly targetName: string;
  readonly target: TrackActor;
  readonly damage: number;
  readonly damageType: DamageType;
  readonly category: ArmorCategory;
  readonly extraDice: number;
}

export interface SoakOption {
  readonly boughtHits: number;
  readonly rolled: number;
  readonly label: Text;
  readonly rows: readonly { readonly label: Text; readonly percent: string; readonly fraction: string }[];
}

export interface SoakDialogView {
  readonly title: Text;
  readonly parts: readonly Text[];
  readonly poolSize: number;
  readonly maxBuy: number;
  readonly options: readonly SoakOption[];
}

const CATEGORY_KEYS: Readonly<Record<ArmorCategory, string>> = { ballistics: "Ballistics", melee: "Melee", heat: "Heat" };

export function soakDialogView(input: SoakInput): SoakDialogView {
  const { target } = input;
  // §7: objects soak with their armor only.
  const strength = target.object ? 0 : target.strength;
  const edge = target.object ? 0 : target.edge;
  const armor = target.armor[input.category];
  const poolSize = strength + edge + armor + input.extraDice;
  const parts: Text[] = [];
  if (!target.object) parts.push(text("FRAY.Track.Soak.Strength", { n: strength }));
  if (edge > 0) parts.push(text("FRAY.Track.Soak.Edge", { n: edge }));
  parts.push(text("FRAY.Track.Soak.Armor", { n: armor, category: text(`FRAY.Track.Category.${CATEGORY_KEYS[input.category]}`) }));
  if (input.extraDice > 0) parts.push(text("FRAY.Track.Soak.Extra", { n: input.extraDice }));
  const maxBuy = maxBoughtHits(poolSize, armor);
  const options = Array.from({ length: maxBuy + 1 }, (_, boughtHits): SoakOption => {
    const odds = soakSeverityOdds({ damage: input.damage, poolSize, armorRating: armor, boughtHits });
    const rows = SEVERITY_ORDER.flatMap((severity) => {
      const p = odds.probabilityOf(severity);
      return p.isZero() ? [] : [{ label: woundName(severity), percent: p.toPercent(1), fraction: p.toString() }];
    });
    return { boughtHits, rolled: poolSize - 3 * boughtHits, label: text("FRAY.Track.Soak.Option", { bought: boughtHits, rolled: poolSize - 3 * boughtHits }), rows };
  });
  return {
    title: text("FRAY.Track.Soak.Title", { name: input.targetName, damage: input.damage, type: damageTypeName(input.damageType) }),
    parts,
    poolSize,
    maxBuy,
    options,
  };
}
