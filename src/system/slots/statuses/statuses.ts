/**
 * The slots statuses as Foundry status effects (docs/rules/slots.md §7), registered at init in a
 * slots world only. Where Foundry has a status of its own (dead, unconscious, prone, stun) Fray
 * uses it, so the tracker's Defeated toggle and other modules see the usual ids; the rest are
 * Fray's, prefixed "fray-slots-". A core id missing at init is registered as Fray's own, so a
 * wrong guess costs the core icon, never the status. Every slots status follows the state
 * (core/slots/statuses.ts), so none is offered on the token HUD as a switch of its own.
 */
import { SLOTS_STATUSES, type SlotsStatus } from "../../../core/slots";
import { hasStatusEffect, registerStatusEffect } from "../../compat";

interface StatusSpec {
  readonly core: string | null;
  readonly id: string;
  readonly img: string;
}

const SPECS: Readonly<Record<SlotsStatus, StatusSpec>> = {
  dead: { core: "dead", id: "fray-slots-dead", img: "icons/svg/skull.svg" },
  unconscious: { core: "unconscious", id: "fray-slots-unconscious", img: "icons/svg/unconscious.svg" },
  vulnerable: { core: null, id: "fray-slots-vulnerable", img: "icons/svg/downgrade.svg" },
  stunned: { core: "stun", id: "fray-slots-stunned", img: "icons/svg/daze.svg" },
  slowed: { core: null, id: "fray-slots-slowed", img: "icons/svg/clockwork.svg" },
  agony: { core: null, id: "fray-slots-agony", img: "icons/svg/terror.svg" },
  bleeding: { core: null, id: "fray-slots-bleeding", img: "icons/svg/blood.svg" },
  hemorrhaging: { core: null, id: "fray-slots-hemorrhaging", img: "icons/svg/heal.svg" },
  prone: { core: "prone", id: "fray-slots-prone", img: "icons/svg/falling.svg" },
  strained: { core: null, id: "fray-slots-strained", img: "icons/svg/degen.svg" },
  mindFog: { core: null, id: "fray-slots-mind-fog", img: "icons/svg/stoned.svg" },
  mute: { core: null, id: "fray-slots-mute", img: "icons/svg/silenced.svg" },
};

/** The Foundry id in use for each slots status; empty until registered (so: empty in other worlds). */
const resolved = new Map<SlotsStatus, string>();

export function registerSlotsStatusEffects(): void {
  resolved.clear();
  for (const status of SLOTS_STATUSES) {
    const spec = SPECS[status];
    if (spec.core !== null && hasStatusEffect(spec.core)) {
      resolved.set(status, spec.core);
      continue;
    }
    registerStatusEffect({ id: spec.id, name: statusNameKey(status), img: spec.img, hud: false });
    resolved.set(status, spec.id);
  }
}

export function slotsStatusIdOf(status: SlotsStatus): string | null {
  return resolved.get(status) ?? null;
}

export function managedSlotsStatusIds(): ReadonlySet<string> {
  return new Set(resolved.values());
}

/** FRAY.Slots.Status.<status> in lang/en.json. */
export function statusNameKey(status: SlotsStatus): string {
  return `FRAY.Slots.Status.${status}`;
}
