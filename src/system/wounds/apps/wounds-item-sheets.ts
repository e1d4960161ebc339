/**
 * The wounds profile of weapons and armor (docs/rules/wounds.md §3.2): a weapon's damage typed as
 * "Str+d6" (parsed by damage-text.ts; a bad one is shown back with the reason, never stored), its
 * AP and skill; armor's rating and whether it is worn.
 */
import { validateWoundsArmor, validateWoundsWeapon } from "../../../core/wounds";
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { plainSystem } from "../../apps/document-data";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { parseDamageText } from "./damage-text";
import { WOUNDS_ITEM_LAYOUTS } from "../../../view/wounds/sheet-layout";
import { traitLabel, weaponDamage } from "../../../view/wounds/sheet-view";
import { formatText } from "../../i18n";

export interface WoundsItemContext extends FrayItemContext {
  wounds: {
    weapon?: { damageText: string; damageError: string | null; ap: number; skill: string; skillLabel: string };
    armor?: { armor: number; equipped: boolean };
    invalid: string | null;
  };
}

type SubmitData = { damageText?: unknown; system?: { wounds?: Record<string, unknown> } };

export class WoundsItemSheet extends FrayItemSheet<WoundsItemContext> {
  /** A damage text that did not parse, shown back with its reason until fixed. */
  protected damageDraft: { text: string; error: string } | null = null;

  protected override addView(context: WoundsItemContext): void {
    const item = this.item;
    const system = plainSystem(item.system);
    context.wounds = { invalid: null };
    try {
      if (item.type === "weapon") {
        const w = validateWoundsWeapon(system["wounds"]);
        const draft = this.damageDraft;
        context.wounds.weapon = {
          damageText: draft?.text ?? weaponDamage(system),
          damageError: draft === null ? null : game.i18n.localize(draft.error),
          ap: w.ap,
          skill: w.skill,
          skillLabel: formatText(traitLabel(w.skill)),
        };
      } else if (item.type === "armor") {
        context.wounds.armor = validateWoundsArmor(system["wounds"]);
      }
    } catch (error) {
      context.wounds.invalid = error instanceof Error ? error.message : String(error);
    }
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
    if (typeof data.damageText === "string") {
      const parsed = parseDamageText(data.damageText);
      if ("damage" in parsed) {
        ((data.system ??= {}).wounds ??= {})["damage"] = parsed.damage;
        this.damageDraft = null;
      } else {
        this.damageDraft = { text: data.damageText, error: parsed.error };
        void this.render();
      }
    }
    delete data.damageText;
    return data;
  }
}

export class WoundsWeaponSheet extends WoundsItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(WOUNDS_ITEM_LAYOUTS.weapon);
  static override PARTS = partsOf(WOUNDS_ITEM_LAYOUTS.weapon);
}

export class WoundsArmorSheet extends WoundsItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(WOUNDS_ITEM_LAYOUTS.armor);
  static override PARTS = partsOf(WOUNDS_ITEM_LAYOUTS.armor);
}
