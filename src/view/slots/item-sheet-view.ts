/**
 * The slots profile of an ability or weapon as the item sheet shows it (pure): the price as
 * typed and as the rules read it (the RS and FP a missing part defaults to), damage, types,
 * Stress and what a hit inflicts. A price that did not parse is shown back with its reason.
 */
import { AREAS, SLOW_FRACTIONS, STRESS_KINDS, STRESS_TRACKS, type SlotsItem, formatCost, parseCost } from "../../core/slots";
import { type Text, text } from "../i18n";

const S = "FRAY.Slots.Sheet.Item";

export interface Option {
  readonly value: string;
  readonly label: Text;
  readonly selected: boolean;
}

export interface SlotsItemSheetView {
  readonly cost: { readonly typed: string; readonly reads: string | null; readonly error: string | null };
  readonly typesText: string;
  readonly stressKinds: readonly Option[];
  readonly stressTracks: readonly Option[];
  readonly areas: readonly Option[];
  readonly hasStress: boolean;
  readonly hasSlow: boolean;
  /** Slow's fractions are their own labels (¼, ½). */
  readonly slowFractions: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  readonly summary: readonly Text[];
}

const options = (keys: readonly string[], prefix: string, selected: string | null): Option[] => keys.map((k) => ({ value: k, label: text(`${prefix}.${k}`), selected: k === selected }));

export function slotsItemSheetView(item: SlotsItem, draft: { text: string; error: string } | null): SlotsItemSheetView {
  let reads: string | null = null;
  try {
    reads = formatCost(parseCost(item.cost));
  } catch {
    reads = null;
  }
  const summary: Text[] = [];
  if (item.reservedAllowed) summary.push(text(`${S}.Chip.reserved`));
  if (item.activePhaseOnly) summary.push(text(`${S}.Chip.activeOnly`));
  if (item.onHit.bleed > 0) summary.push(text(`${S}.Chip.bleed`, { n: item.onHit.bleed }));
  if (item.onHit.hemorrhage > 0) summary.push(text(`${S}.Chip.hemorrhage`, { n: item.onHit.hemorrhage }));
  if (item.onHit.stunV > 0) summary.push(text(`${S}.Chip.stun`, { n: item.onHit.stunV }));
  if (item.onHit.exsanguinate) summary.push(text(`${S}.Chip.exsanguinate`));
  if (item.onHit.agony) summary.push(text("FRAY.Slots.Status.agony"));
  if (item.onHit.slow !== null) summary.push(text(`${S}.Chip.slow`, { fraction: item.onHit.slow.fraction === "1/4" ? "¼" : "½", rounds: item.onHit.slow.rounds }));
  if (item.onHit.frostbite === true) summary.push(text(`${S}.Chip.frostbite`));
  if (item.erosion > 1) summary.push(text(`${S}.Chip.erosion`, { n: item.erosion }));
  if (item.aoe !== "none") summary.push(text(`FRAY.Slots.Field.Area.${item.aoe}`));
  if (item.stress !== null) summary.push(text(`${S}.Chip.stress.${item.stress.kind}`, { track: text(`FRAY.Slots.Track.${item.stress.track}`), n: item.stress.n }));
  return {
    cost: { typed: draft?.text ?? item.cost, reads, error: draft?.error ?? null },
    typesText: item.types.join(", "),
    stressKinds: options(STRESS_KINDS, "FRAY.Slots.Field.StressKind", item.stress?.kind ?? null),
    stressTracks: options(STRESS_TRACKS, "FRAY.Slots.Track", item.stress?.track ?? null),
    areas: options(AREAS, "FRAY.Slots.Field.Area", item.aoe),
    hasStress: item.stress !== null,
    hasSlow: item.onHit.slow !== null,
    slowFractions: SLOW_FRACTIONS.map((f) => ({ value: f, label: f === "1/4" ? "¼" : "½", selected: item.onHit.slow?.fraction === f })),
    summary,
  };
}
