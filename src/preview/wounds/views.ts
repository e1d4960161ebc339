/**
 * The wounds views, each a starting state of the page: Red's sheet after the first swing of the
 * rules journal's example (one Wound, Shaken, a Benny spent) and after the second (Incapacitated,
 * Bleeding Out, a Guts injury), in edit mode, the Road Bandit's Extra sheet; the attack card
 * waiting for the Soak, the Soak rolled, the injury applied; the Benny, refresh and healing cards.
 */
import { traitDieOf, woundsActorFromDocument } from "../../core/wounds";
import { type AttackTargetInput, attackCardView } from "../../view/wounds/attack-card-view";
import { bennyCardView, refreshCardView } from "../../view/wounds/benny-views";
import { healCardView } from "../../view/wounds/heal-views";
import { traitRollCard } from "../../view/wounds/roll-views";
import { worded } from "../i18n";
import { sheetItems } from "../page/sheet-context";
import { type AppState, type PreviewMessage, emptyState } from "../page/state";
import type { StartOptions, ViewSpec } from "../ruleset";
import { FIRST_SOAK, WOUNDS_NAMES, firstHit, firstSwing, secondHit, secondSwing, takenOut } from "./samples";
import { woundsActorWindow } from "./windows";
import { BANDIT_ID, RED_ID, WAR_PICK_ID, type WoundsWorld, renameWoundsItem, withWoundsState, woundsActorOf, woundsSampleWorld } from "./world";

export const WOUNDS_VIEWS: readonly ViewSpec[] = [
  { id: "wounds-wild-card", label: "Wounds: Wild Card sheet (Red) after a hit soaked to one Wound", screenshot: true },
  { id: "wounds-wild-card-out", label: "Wounds: Red Incapacitated, Bleeding Out, with a Guts injury", screenshot: false },
  { id: "wounds-wild-card-edit", label: "Wounds: Wild Card sheet, edit mode", screenshot: false },
  { id: "wounds-extra", label: "Wounds: an Extra's sheet (Road Bandit)", screenshot: false },
  { id: "wounds-attack-card", label: "Wounds attack card: two Wounds against Toughness, Soak offered", screenshot: true },
  { id: "wounds-soak-card", label: "Wounds Soak: the Vigor roll and the card waiting for the GM", screenshot: false },
  { id: "wounds-injury-card", label: "Wounds attack card: Red taken out, the Injury Table applied", screenshot: true },
  { id: "wounds-benny-cards", label: "Wounds chat: a Benny spent, Bennies refreshed, a healing roll", screenshot: false },
];

const RULES = { act: () => null };
const C = "systems/fray/templates/wounds/chat";
const can = { soak: true, apply: true, undo: true, incapacitation: true };

function redState(world: WoundsWorld) {
  const doc = woundsActorOf(world, RED_ID);
  return woundsActorFromDocument({ type: doc.type, system: doc.system, items: sheetItems(doc) }, "Red");
}

const message = (sender: string, html: (render: (path: string, context: object) => string) => string): PreviewMessage<WoundsWorld> => ({
  render: (_state, render) => ({ sender, html: html(render) }),
});

function attackMessage(card: ReturnType<typeof firstSwing>, target: AttackTargetInput, id: string): PreviewMessage<WoundsWorld> {
  return message(WOUNDS_NAMES.attacker, (render) => render(`${C}/attack.hbs`, { messageId: id, view: worded(attackCardView(card, [target])) }));
}

export function woundsStart(view: string, options: StartOptions): AppState<WoundsWorld> {
  const base0 = woundsSampleWorld();
  const world = options.itemName === null ? base0 : renameWoundsItem(base0, WAR_PICK_ID, options.itemName);
  const weapon = options.itemName ?? WOUNDS_NAMES.weapon;
  const base = emptyState(world, RULES);
  const red = redState(world);
  const first = firstHit(red);
  const second = secondHit(first.after);
  const out = takenOut(second.after);
  const afterFirst = withWoundsState(world, RED_ID, { wounds: first.after.wounds, shaken: first.after.shaken, bennies: first.after.bennies });
  const sheet = (w: WoundsWorld, actorId: string, editMode = false): AppState<WoundsWorld> => ({ ...base, world: w, windows: [woundsActorWindow({ actorId, editMode })] });
  const target = { name: WOUNDS_NAMES.target, incapacitation: null, can };
  switch (view) {
    case "wounds-wild-card-out":
      return sheet(withWoundsState(world, RED_ID, { wounds: out.after.wounds, shaken: false, incapacitated: true, bleedingOut: out.after.bleedingOut, bennies: out.after.bennies, injuries: out.after.injuries }), RED_ID);
    case "wounds-wild-card-edit":
      return sheet(world, RED_ID, true);
    case "wounds-extra":
      return sheet(world, BANDIT_ID);
    case "wounds-attack-card":
      return { ...base, chat: [attackMessage(firstSwing(weapon), { ...target, hit: first.hit, applied: null, soaked: false }, "wounds-attack")] };
    case "wounds-soak-card": {
      const soakRoll = worded(traitRollCard({ label: `${WOUNDS_NAMES.target}: Soak (Vigor)`, die: traitDieOf(red, "vigor"), chain: FIRST_SOAK.chain, wildChain: FIRST_SOAK.wildChain, modifier: 0, tn: 4 }));
      return {
        ...base,
        chat: [
          attackMessage(firstSwing(weapon), { ...target, hit: first.hit, applied: null, soaked: true, can: { ...can, soak: false } }, "wounds-attack"),
          message(WOUNDS_NAMES.target, (render) => render(`${C}/trait-roll.hbs`, { card: soakRoll, isPrivate: false })),
        ],
      };
    }
    case "wounds-injury-card":
      return {
        ...base,
        chat: [attackMessage(secondSwing(weapon), { ...target, hit: second.hit, applied: second.applied, soaked: true, incapacitation: out.outcome, injury: out.injury }, "wounds-attack-2")],
      };
    case "wounds-benny-cards": {
      const benny = bennyCardView({ name: WOUNDS_NAMES.target, reason: "unshake", spent: { payer: "actor", undone: false }, can: { apply: true, undo: true } });
      const refresh = refreshCardView({ lines: [{ name: WOUNDS_NAMES.target, before: 1, after: 3 }, { name: WOUNDS_NAMES.attacker, before: 0, after: 2 }], pool: { before: 0, after: 2 }, undone: false, applied: true, canUndo: true });
      const heal = healCardView({ healer: "Tamsin Hale", patient: WOUNDS_NAMES.target, label: "Healing", die: { sides: 6, mod: 0 }, chain: [6, 3], wildChain: [2], modifier: -1, healed: { healed: 1, injuriesEnded: 0, undone: false }, can: { apply: true, undo: true } });
      return {
        ...base,
        chat: [
          message(WOUNDS_NAMES.target, (render) => render(`${C}/benny.hbs`, { messageId: "wounds-benny", view: worded(benny) })),
          message("Gamemaster", (render) => render(`${C}/refresh.hbs`, { messageId: "wounds-refresh", view: worded(refresh) })),
          message("Tamsin Hale", (render) => render(`${C}/heal.hbs`, { messageId: "wounds-heal", view: worded(heal) })),
        ],
      };
    }
    default:
      return sheet(afterFirst, RED_ID);
  }
}
