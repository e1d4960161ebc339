/**
 * The banks statuses as Foundry status effects (docs/rules/banks.md §8), registered at init in a banks
 * world only. Where Foundry has a status of its own (dead, unconscious, prone) Fray uses it, so
 * the combat tracker's Defeated toggle and other modules see the usual ids; the rest are Fray's,
 * with ids prefixed "fray-" and icons from Foundry's core icons/svg set.
 *
 * ⚠ The core ids are not confirmed against a running v13: each is looked up in
 * CONFIG.statusEffects at init, and a missing one is registered as Fray's own ("fray-prone"), so
 * a wrong guess costs the core icon and name, never the status.
 */
import { BANKS_STATUSES, type BanksStatus, isSettableBanksStatus } from "../../../core/banks";
import { hasStatusEffect, registerStatusEffect } from "../../compat";

interface StatusSpec {
  /** Foundry's own status with this meaning, if it has one. */
  readonly core: string | null;
  readonly id: string;
  /** FRAY.Banks.Status.<key> in lang/en.json. */
  readonly key: string;
  readonly img: string;
}

const SPECS: Readonly<Record<BanksStatus, StatusSpec>> = {
  dead: { core: "dead", id: "fray-dead", key: "Dead", img: "icons/svg/skull.svg" },
  unconscious: { core: "unconscious", id: "fray-unconscious", key: "Unconscious", img: "icons/svg/unconscious.svg" },
  bleedingOut: { core: null, id: "fray-bleeding-out", key: "BleedingOut", img: "icons/svg/blood.svg" },
  prone: { core: "prone", id: "fray-prone", key: "Prone", img: "icons/svg/falling.svg" },
  braced: { core: null, id: "fray-braced", key: "Braced", img: "icons/svg/anchor.svg" },
  grappled: { core: null, id: "fray-grappled", key: "Grappled", img: "icons/svg/net.svg" },
  grappling: { core: null, id: "fray-grappling", key: "Grappling", img: "icons/svg/padlock.svg" },
  partialCover: { core: null, id: "fray-partial-cover", key: "PartialCover", img: "icons/svg/ruins.svg" },
  fullCover: { core: null, id: "fray-full-cover", key: "FullCover", img: "icons/svg/castle.svg" },
};

/** The Foundry id in use for each banks status; empty until registered (so: empty in a trauma world). */
const resolved = new Map<BanksStatus, string>();

/**
 * Adds what Fray needs to CONFIG.statusEffects. Derived statuses (Bleeding Out, Grappled,
 * Grappling) stay off the token HUD: they follow a bank or a grapple record, which a click could
 * not set (core/banks/statuses.ts).
 */
export function registerBanksStatusEffects(): void {
  resolved.clear();
  for (const status of BANKS_STATUSES) {
    const spec = SPECS[status];
    if (spec.core !== null && hasStatusEffect(spec.core)) {
      resolved.set(status, spec.core);
      continue;
    }
    registerStatusEffect({ id: spec.id, name: `FRAY.Banks.Status.${spec.key}`, img: spec.img, hud: isSettableBanksStatus(status) });
    resolved.set(status, spec.id);
  }
}

/** The status effect id a banks status shows as, or null when none is registered. */
export function statusIdOf(status: BanksStatus): string | null {
  return resolved.get(status) ?? null;
}

/** The banks status a status effect id stands for, or null for any other status. */
export function banksStatusOf(id: string): BanksStatus | null {
  for (const [status, statusId] of resolved) if (statusId === id) return status;
  return null;
}

/** Every status effect id Fray manages for banks actors. */
export function managedStatusIds(): ReadonlySet<string> {
  return new Set(resolved.values());
}

/** The lang key of a status's name, for messages (core statuses use Fray's name too). */
export function statusNameKey(status: BanksStatus): string {
  return `FRAY.Banks.Status.${SPECS[status].key}`;
}
