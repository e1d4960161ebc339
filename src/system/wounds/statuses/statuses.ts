/**
 * The wounds statuses as Foundry status effects (docs/rules/wounds.md §7), registered at init in
 * a wounds world only. Dead and Incapacitated use Foundry's own ids ("dead", "unconscious") when
 * they exist, so the tracker's Defeated toggle and other modules see the usual ids; Shaken and
 * Bleeding Out are Fray's ("fray-…"). A missing core id is registered as Fray's own, so a wrong
 * guess costs the core icon, never the status.
 */
import { WOUNDS_STATUSES } from "../../../core/wounds";
import { hasStatusEffect, registerStatusEffect } from "../../compat";

export type WoundsStatus = (typeof WOUNDS_STATUSES)[number];

interface StatusSpec {
  readonly core: string | null;
  readonly id: string;
  readonly img: string;
  /** Whether a click on the token HUD may set it (Shaken, Dead); the others follow the Wounds. */
  readonly hud: boolean;
}

const SPECS: Readonly<Record<WoundsStatus, StatusSpec>> = {
  shaken: { core: null, id: "fray-shaken", img: "icons/svg/daze.svg", hud: true },
  incapacitated: { core: "unconscious", id: "fray-incapacitated", img: "icons/svg/unconscious.svg", hud: false },
  bleedingOut: { core: null, id: "fray-bleeding-out", img: "icons/svg/blood.svg", hud: false },
  dead: { core: "dead", id: "fray-dead", img: "icons/svg/skull.svg", hud: true },
};

const resolved = new Map<WoundsStatus, string>();

/** The lang key of a status's name (FRAY.Wounds.Status.<status>). */
export const statusNameKey = (status: WoundsStatus): string => `FRAY.Wounds.Status.${status}`;

export function registerWoundsStatusEffects(): void {
  resolved.clear();
  for (const status of WOUNDS_STATUSES) {
    const spec = SPECS[status];
    if (spec.core !== null && hasStatusEffect(spec.core)) {
      resolved.set(status, spec.core);
      continue;
    }
    registerStatusEffect({ id: spec.id, name: statusNameKey(status), img: spec.img, hud: spec.hud });
    resolved.set(status, spec.id);
  }
}

export function statusIdOf(status: WoundsStatus): string | null {
  return resolved.get(status) ?? null;
}

export function woundsStatusOf(id: string): WoundsStatus | null {
  for (const [status, statusId] of resolved) if (statusId === id) return status;
  return null;
}

export function managedStatusIds(): ReadonlySet<string> {
  return new Set(resolved.values());
}

/** Whether a hand toggle of this status may write the state (the rest follow Wounds and rolls). */
export const isSettableWoundsStatus = (status: WoundsStatus): boolean => SPECS[status].hud;
