/**
 * The wounds preview builds its sheets and cards with the adapter's own view-models
 * (src/view/wounds) from the compendium documents; here, that its samples show what each view is
 * there to show — the rules journal's worked example, moment by moment.
 */
import { describe, expect, test } from "vitest";
import { woundsActorFromDocument } from "../../../src/core/wounds";
import { attackCardView } from "../../../src/view/wounds/attack-card-view";
import { WOUNDS_NAMES, firstHit, firstSwing, secondHit, secondSwing, takenOut } from "../../../src/preview/wounds/samples";
import { WOUNDS_VIEWS, woundsStart } from "../../../src/preview/wounds/views";
import { RED_ID, woundsActorOf, woundsSampleWorld } from "../../../src/preview/wounds/world";
import { word } from "../../../src/preview/i18n";

const doc = woundsActorOf(woundsSampleWorld(), RED_ID);
const red = woundsActorFromDocument({ type: doc.type, system: doc.system, items: [] }, "Red");
const can = { soak: true, apply: true, undo: true, incapacitation: true };

describe("the wounds preview's samples", () => {
  test("the first swing: two Wounds against Toughness 5, one soaked: Red keeps one Wound, Shaken, two Bennies", () => {
    const first = firstHit(red);
    expect(first.hit).toMatchObject({ toughness: 5, damage: 15 });
    expect(first.hit.result.pendingWounds).toBe(2);
    expect(first.after).toMatchObject({ wounds: 1, shaken: true, bennies: 2 });
    const view = attackCardView(firstSwing(WOUNDS_NAMES.weapon), [{ name: "Red", hit: first.hit, applied: null, soaked: false, incapacitation: null, can }]);
    expect(view.targets[0]?.buttons).toMatchObject({ soak: true, apply: true, undo: false });
  });

  test("the second swing takes Red out; the card says the Guts injury the Injury Table gave", () => {
    const second = secondHit(firstHit(red).after);
    expect(second.after).toMatchObject({ wounds: 3, incapacitated: true, shaken: false, bennies: 1 });
    const out = takenOut(second.after);
    expect(out.outcome).toBe("bleedingOut");
    const view = attackCardView(secondSwing(WOUNDS_NAMES.weapon), [{ name: "Red", hit: second.hit, applied: second.applied, soaked: true, incapacitation: out.outcome, injury: out.injury, can }]);
    const injury = view.targets[0]?.injury;
    expect(injury === null || injury === undefined ? "" : word(injury)).toBe("Injury Table 7, applied: Guts: Battered: Vigor one die type lower, permanently.");
  });

  test("every view starts, with a window or a chat log, and three of them are screenshots", () => {
    for (const v of WOUNDS_VIEWS) {
      const state = woundsStart(v.id, { scripted: true, itemName: null });
      expect(state.windows.length + (state.chat?.length ?? 0)).toBeGreaterThan(0);
    }
    expect(WOUNDS_VIEWS.filter((v) => v.screenshot).map((v) => v.id)).toEqual(["wounds-wild-card", "wounds-attack-card", "wounds-injury-card"]);
  });
});
