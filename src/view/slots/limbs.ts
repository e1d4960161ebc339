/**
 * The limbs an attacker may name where the rules ask for a choice (docs/rules/slots.md §5.8
 * Frostbite, §5.12 Maims): the ones whose loss the rules price (legs move slower, arms and hands
 * limit weapons), then the senses Sensory Deprivation takes.
 */
import { type Text, text } from "../i18n";

export const FROSTBITE_LIMBS = ["arm", "hand", "leg", "foot"] as const;
export const LIMB_SIDES = ["left", "right"] as const;
export const SENSES = ["sight", "hearing", "taste", "smell", "touch"] as const;
/** Parts a Dismemberment or Breakage may take (the tongue silences Wordsake effects, §5.12). */
export const MAIM_PARTS = ["arm", "hand", "leg", "foot", "tongue"] as const;

/** "left arm", "tongue": a part and its side as words (FRAY.Slots.Part.*, FRAY.Slots.Field.Side.*). */
export function limbText(part: string, side: string | null): Text {
  const partText = text(`FRAY.Slots.Part.${part}`);
  return side === null ? partText : text("FRAY.Slots.Part.Sided", { side: text(`FRAY.Slots.Field.Side.${side}`), part: partText });
}
