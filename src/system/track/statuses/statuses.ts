/**
 * The track statuses as Foundry status effects (docs/rules/track.md §7): Incapacitated, Dying and
 * Dead, registered at init in a track world only. Dead is Foundry's own `dead` when it exists,
 * so the tracker's Defeated toggle and other modules see the usual id; the others are Fray's.
 */
import { TRACK_STATUSES } from "../../../core/track";
import { hasStatusEffect, registerStatusEffect } from "../../compat";

export type TrackStatus = (typeof TRACK_STATUSES)[number];

const SPECS: Readonly<Record<TrackStatus, { core: string | null; id: string; key: string; img: string }>> = {
  incapacitated: { core: null, id: "fray-incapacitated", key: "Incapacitated", img: "icons/svg/unconscious.svg" },
  dying: { core: null, id: "fray-dying", key: "Dying", img: "icons/svg/blood.svg" },
  dead: { core: "dead", id: "fray-dead", key: "Dead", img: "icons/svg/skull.svg" },
};

const resolved = new Map<TrackStatus, string>();

/** Statuses follow the monitor (a click on the HUD cannot set boxes), so none is on the HUD but Dead. */
export function registerTrackStatusEffects(): void {
  resolved.clear();
  for (const status of TRACK_STATUSES) {
    const spec = SPECS[status];
    if (spec.core !== null && hasStatusEffect(spec.core)) {
      resolved.set(status, spec.core);
      continue;
    }
    registerStatusEffect({ id: spec.id, name: `FRAY.Track.Monitor.${spec.key}`, img: spec.img, hud: false });
    resolved.set(status, spec.id);
  }
}

export function trackStatusId(status: TrackStatus): string | null {
  return resolved.get(status) ?? null;
}

export function managedTrackStatusIds(): ReadonlySet<string> {
  return new Set(resolved.values());
}
