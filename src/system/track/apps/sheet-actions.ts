/**
 * The track sheet's buttons: a monitor box (data-box) cycles; a weapon's Attack opens the attack.
 * Each reads what it acts on from its element, so a re-rendered sheet never acts on stale data.
 */
import { itemOf } from "../../apps/item-actions";
import { openTrackAttack } from "../attack/attack-dialog";
import { rollTrackPool } from "../attack/pool-test";

interface TrackSheetLike {
  readonly actor: Actor.Implementation;
  cycle(box: number): Promise<void>;
}

type Handler = (this: TrackSheetLike, event: PointerEvent, target: HTMLElement) => Promise<void>;

const trackCycleBox: Handler = async function (_event, target) {
  const box = Number(target.dataset["box"]);
  if (Number.isInteger(box)) await this.cycle(box);
};

const trackAttack: Handler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item !== undefined) await openTrackAttack(this.actor, item);
};

const trackRollPool: Handler = async function () {
  await rollTrackPool(this.actor);
};

export const TRACK_SHEET_ACTIONS = { trackCycleBox, trackAttack, trackRollPool };
