/**
 * The track views, each a starting state of the page: Mara Okafor's sheet with the monitor
 * healthy, seriously wounded and Dying; the car door as an object; the attack card waiting for
 * the soak; the soak prompt with its odds; the soak card with a Terminal wound applied.
 */
import { emptyState, type AppState } from "../page/state";
import type { StartOptions, ViewSpec } from "../ruleset";
import { trackRollCardViewOf, trackSoakCardViewOf, trackStateOfDoc } from "./contexts";
import { TRACK_NAMES, afterWound, terminalRecord } from "./samples";
import { trackTrackerSidebar } from "./tracker";
import { trackActorWindow, trackSoakWindow } from "./windows";
import { CAR_DOOR_ID, MARA_ID, MARA_PISTOL_ID, type TrackWorld, renameTrackItem, trackActorOf, trackSampleWorld, withTrackState } from "./world";
import { worded } from "../i18n";

export const TRACK_VIEWS: readonly ViewSpec[] = [
  { id: "track-character", label: "Track: character sheet (Mara Okafor)", screenshot: false },
  { id: "track-character-wounded", label: "Track: the monitor after a Serious wound and a clicked box", screenshot: true },
  { id: "track-character-dying", label: "Track: the monitor full, Dying", screenshot: false },
  { id: "track-character-edit", label: "Track: character sheet, edit mode", screenshot: false },
  { id: "track-object", label: "Track: an object (Car Door) with Aggravated and partial boxes", screenshot: false },
  { id: "track-attack-card", label: "Track attack card: waiting for the soak", screenshot: false },
  { id: "track-soak-dialog", label: "Track soak prompt with the odds of each wound", screenshot: true },
  { id: "track-soak-card", label: "Track soak card: a Terminal wound applied", screenshot: false },
  { id: "track-tracker", label: "Track combat tracker (GM): Initiative Passes, a tie group acting as one turn, a Dying badge", screenshot: true },
  { id: "track-tracker-player", label: "Track combat tracker (player): Hold only on the player's own combatant", screenshot: true },
];

const RULES = { act: () => null };
const T = "systems/fray/templates/track/chat";

function wounded(world: TrackWorld, id: string, wound: "serious" | "terminal"): TrackWorld {
  const after = afterWound(trackStateOfDoc(trackActorOf(world, id)), wound);
  return withTrackState(world, id, { slash: after.slash, back: after.back, bar: after.bar, dying: after.dying });
}

export function trackStart(view: string, options: StartOptions): AppState<TrackWorld> {
  const world = options.itemName === null ? trackSampleWorld() : renameTrackItem(trackSampleWorld(), MARA_PISTOL_ID, options.itemName);
  const weapon = options.itemName ?? TRACK_NAMES.weapon;
  const base = emptyState(world, RULES);
  const sheet = (w: TrackWorld, actorId: string, editMode = false): AppState<TrackWorld> => ({ ...base, world: w, windows: [trackActorWindow({ actorId, editMode })] });
  switch (view) {
    case "track-character-wounded":
      // A Serious Lethal wound, then a click on box 7 marks it Normal.
      return sheet(withTrackState(wounded(world, MARA_ID, "serious"), MARA_ID, { slash: 7 }), MARA_ID);
    case "track-character-dying":
      return sheet(wounded(wounded(world, MARA_ID, "serious"), MARA_ID, "terminal"), MARA_ID);
    case "track-character-edit":
      return sheet(world, MARA_ID, true);
    case "track-object":
      // Two Aggravated boxes, a Lethal one, and two left with only a back stroke after repairs.
      return sheet(withTrackState(world, CAR_DOOR_ID, { slash: 3, back: 5, bar: 2 }), CAR_DOOR_ID);
    case "track-attack-card": {
      const record = terminalRecord(afterWound(trackStateOfDoc(trackActorOf(world, MARA_ID)), "serious"), weapon);
      return { ...base, chat: [{ render: (_s, render) => ({ sender: TRACK_NAMES.attacker, html: render(`${T}/attack.hbs`, { view: worded(trackRollCardViewOf(record, TRACK_NAMES.target, TRACK_NAMES.soaker)), messageId: "track-attack" }) }) }] };
    }
    case "track-tracker":
      return { ...base, sidebar: trackTrackerSidebar("gm") };
    case "track-tracker-player":
      return { ...base, sidebar: trackTrackerSidebar("player") };
    case "track-soak-dialog":
      return { ...base, windows: [trackSoakWindow(MARA_ID)] };
    case "track-soak-card": {
      const record = terminalRecord(afterWound(trackStateOfDoc(trackActorOf(world, MARA_ID)), "serious"), weapon);
      const html = (render: (path: string, context: object) => string) => render(`${T}/soak.hbs`, { view: worded(trackSoakCardViewOf(TRACK_NAMES.target, record)), can: { apply: false, undo: true }, messageId: "track-soak" });
      return { ...base, chat: [{ render: (_s, render) => ({ sender: TRACK_NAMES.target, html: html(render) }) }] };
    }
    default:
      return sheet(world, MARA_ID);
  }
}
