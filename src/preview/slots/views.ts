/**
 * The slots views, each a starting state of the page: Seraphine's sheet at the start of her
 * Active Phase, Odo's after the Hound's knife (bleeding, Stress building, his statuses), the
 * Clockwork Warden (a construct NPC), an ability sheet, the attack card with its damage through the
 * multipliers and the Execution button on the fallen Hound, the Execution dialog and card, and the
 * encounter outro with its two buttons, and Odo's treated bleed-out. Every number is the core's.
 */
import { type AppState, emptyState } from "../page/state";
import type { StartOptions, ViewSpec } from "../ruleset";
import { attackCardView } from "../../view/slots/attack-card-view";
import { finisherCardView } from "../../view/slots/finisher-view";
import { outroCardView } from "../../view/slots/outro-card";
import { treatCardView } from "../../view/slots/treat-card";
import { worded } from "../i18n";
import { executionCard, gladiusCard, inHerPhase, outroCard, slotsStateOfDoc } from "./samples";
import { slotsActorWindow, slotsFinisherWindow, slotsItemWindow } from "./windows";
import { FROST_BIND_ID, HOUND_ID, ODO_ID, SERAPHINE_GLADIUS_ID, SERAPHINE_ID, type SlotsWorld, WARDEN_ID, renameSlotsItem, slotsActorOf, slotsSampleWorld, withSlotsState } from "./world";

export const SLOTS_VIEWS: readonly ViewSpec[] = [
  { id: "slots-character", label: "Slots: character sheet (Seraphine Vell) in her Active Phase", screenshot: false },
  { id: "slots-character-wounded", label: "Slots: Odo after the Hound's knife, bleeding, Stress building", screenshot: true },
  { id: "slots-character-edit", label: "Slots: character sheet, edit mode", screenshot: false },
  { id: "slots-npc", label: "Slots: NPC sheet (Clockwork Warden, a construct)", screenshot: false },
  { id: "slots-item", label: "Slots: ability sheet (Frost Bind)", screenshot: false },
  { id: "slots-attack-card", label: "Slots attack card: the damage through the multipliers, the Hound Vulnerable", screenshot: true },
  { id: "slots-finisher-dialog", label: "Slots Execution dialog: lethal, non-lethal or a Maim", screenshot: false },
  { id: "slots-finisher-card", label: "Slots Execution card, applied", screenshot: false },
  { id: "slots-outro-card", label: "Slots encounter outro: All Resolve or Slow Burn", screenshot: true },
  { id: "slots-treat-card", label: "Slots: a bleed-out treated (a lost arm stops bleeding), with its Undo", screenshot: false },
];

const RULES = { act: () => null };
const C = "systems/fray/templates/slots/chat";

/** Odo after the Hound's Serrated Knife and an Activation: 154 HP, Bleed 3, Physical Stress 4, in Agony. */
function woundedOdo(world: SlotsWorld): SlotsWorld {
  return withSlotsState(world, ODO_ID, { hp: 154, bleed: 3, hemorrhage: 1, agony: true, stress: { physical: 4, mental: 1, vocal: 0 }, reservedSlots: 2, phase: "done" });
}

export function slotsStart(view: string, options: StartOptions): AppState<SlotsWorld> {
  const world = options.itemName === null ? slotsSampleWorld() : renameSlotsItem(slotsSampleWorld(), SERAPHINE_GLADIUS_ID, options.itemName);
  const base = emptyState(world, RULES);
  const sheet = (w: SlotsWorld, actorId: string, editMode = false): AppState<SlotsWorld> => ({ ...base, world: w, windows: [slotsActorWindow({ actorId, editMode })] });
  const seraphine = slotsActorOf(world, SERAPHINE_ID);
  const weapon = options.itemName ?? "Gladius";
  switch (view) {
    case "slots-character-wounded":
      return sheet(woundedOdo(world), ODO_ID);
    case "slots-character-edit":
      return sheet(world, SERAPHINE_ID, true);
    case "slots-npc":
      return sheet(world, WARDEN_ID);
    case "slots-item":
      return { ...base, windows: [slotsItemWindow(FROST_BIND_ID)] };
    case "slots-attack-card": {
      const card = gladiusCard(seraphine, weapon);
      // Applied: the Hound took the 24 and lies at 0 HP, Vulnerable, so the Execution button shows.
      const hound = { ...slotsStateOfDoc(slotsActorOf(world, HOUND_ID)), hp: 0 };
      const html = (render: (path: string, context: object) => string) => render(`${C}/attack.hbs`, { view: worded(attackCardView(card, [hound], { "0": { dealt: 24, undone: false } })), messageId: "slots-attack", canFinish: true });
      return { ...base, chat: [{ render: (_s, render) => ({ sender: seraphine.name, html: html(render) }) }] };
    }
    case "slots-finisher-dialog":
      return { ...base, world: withSlotsState(world, HOUND_ID, { hp: 0 }), windows: [slotsFinisherWindow(SERAPHINE_ID, HOUND_ID)] };
    case "slots-finisher-card": {
      const html = (render: (path: string, context: object) => string) => render(`${C}/finisher.hbs`, { view: worded(finisherCardView(executionCard(seraphine), { undone: false })), can: true });
      return { ...base, chat: [{ render: (_s, render) => ({ sender: seraphine.name, html: html(render) }) }] };
    }
    case "slots-treat-card": {
      const odo = slotsActorOf(world, ODO_ID);
      const card = { version: 1 as const, actorUuid: `Actor.${ODO_ID}`, actorName: odo?.name ?? "Odo" };
      const view = worded(treatCardView(card, { limbs: [{ part: "arm", side: "left" }], undone: false }));
      return { ...base, chat: [{ render: (_s, render) => ({ sender: card.actorName, html: render(`${C}/treat.hbs`, { view, can: true }) }) }] };
    }
    case "slots-outro-card": {
      const [sera, odo, hound, warden] = [SERAPHINE_ID, ODO_ID, HOUND_ID, WARDEN_ID].map((id) => slotsActorOf(world, id));
      if (sera === undefined || odo === undefined || hound === undefined || warden === undefined) return base;
      const fighters = [sera, odo, hound, warden];
      const states = [
        inHerPhase(slotsStateOfDoc(sera)),
        { ...slotsStateOfDoc(odo), hp: 151, bleed: 2, effects: [{ id: "mending-hymn", startRound: 3, rounds: 3, upkeepStress: null, hot: 6, dot: 0 }] },
        { ...slotsStateOfDoc(hound), hp: 0, dead: true },
        { ...slotsStateOfDoc(warden), hp: 140, hemorrhage: 2 },
      ];
      const html = (render: (path: string, context: object) => string) => render(`${C}/outro.hbs`, { view: worded(outroCardView(outroCard(fighters), states, undefined)), can: true });
      return { ...base, chat: [{ render: (_s, render) => ({ sender: "Gamemaster", html: html(render) }) }] };
    }
    default:
      return sheet(world, SERAPHINE_ID);
  }
}
