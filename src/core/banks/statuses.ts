/**
 * The status effects a banks actor shows on its token (docs/rules/banks.md §8: Unconscious, Bleeding
 * Out, Prone, Braced, Grappled, cover state; and Dead or Destroyed), read from `system.banks`,
 * and the reverse: what a status switched on or off by hand changes in `system.banks`.
 *
 * The state is the truth and the statuses follow it. A status that stands for a plain flag or
 * choice (prone, braced, cover, unconscious, dead) can be set by hand; one that is derived from a
 * number or a record (Bleeding Out from the bank, Grappled from the grapple and its bank) cannot:
 * switching it by hand would have to invent that number, so the toggle is refused and the token
 * keeps showing what the state says. A hand toggle never changes a bank or any other number.
 */
import type { BanksActorPatch, Cover } from "./state";
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { ownValue } from "../own";

/** Every status a banks actor can show, in the order a token lists them. */
export const BANKS_STATUSES = ["dead", "unconscious", "bleedingOut", "prone", "braced", "grappled", "grappling", "partialCover", "fullCover"] as const;
export type BanksStatus = (typeof BANKS_STATUSES)[number];

/** The statuses a person may switch by hand; the others follow numbers and records. */
export const SETTABLE_BANKS_STATUSES: readonly BanksStatus[] = ["dead", "unconscious", "prone", "braced", "partialCover", "fullCover"];

export function isBanksStatus(value: string): value is BanksStatus {
  return (BANKS_STATUSES as readonly string[]).includes(value);
}

export function isSettableBanksStatus(status: BanksStatus): boolean {
  return SETTABLE_BANKS_STATUSES.includes(status);
}

/**
 * The fields the statuses read, as stored: Foundry's schema types `kind`, `cover` and the
 * grapple role as plain strings, so this works on a document's data without validating it.
 */
export type StatusSource = {
  readonly kind: string;
  readonly dead: boolean;
  readonly destroyed: boolean;
  readonly unconscious: boolean;
  readonly bleedingOut: number;
  readonly prone: boolean;
  readonly braced: boolean;
  readonly cover: string;
  readonly grapple: { readonly role: string } | null;
};

const COVER_STATUS: Readonly<Partial<Record<string, BanksStatus>>> = { partial: "partialCover", full: "fullCover" };
const STATUS_COVER: Readonly<Partial<Record<BanksStatus, Cover>>> = { partialCover: "partial", fullCover: "full" };

function checkStatusSource(source: StatusSource): void {
  const v = requireRecord(source, "source");
  for (const key of ["dead", "destroyed", "unconscious", "prone", "braced"]) {
    if (typeof v[key] !== "boolean") throw new RulesInputError("actor.invalid", `source.${key}`, `source.${key} must be true or false`);
  }
  requireInt(v["bleedingOut"], "source.bleedingOut", "actor.invalid", { min: 0 });
  if (typeof v["cover"] !== "string") throw new RulesInputError("actor.invalid", "source.cover", "source.cover must be text");
  if (v["grapple"] !== null) requireRecord(v["grapple"], "source.grapple", "actor.invalid");
}

/** Dead stands for destroyed too: one skull for a body or a wrecked drone (§3.1). */
const isDown = (source: StatusSource): boolean => source.dead || source.destroyed;

/**
 * The statuses the state shows. Dead (or destroyed) hides Unconscious and Bleeding Out: the
 * overlay already says all there is, and a corpse's damage banks no longer matter.
 */
export function banksStatuses(source: StatusSource): BanksStatus[] {
  checkStatusSource(source);
  const down = isDown(source);
  const shown = new Set<BanksStatus>();
  if (down) shown.add("dead");
  if (source.unconscious && !down) shown.add("unconscious");
  if (source.bleedingOut > 0 && !down) shown.add("bleedingOut");
  if (source.prone) shown.add("prone");
  if (source.braced) shown.add("braced");
  if (source.grapple) shown.add(source.grapple.role === "grappler" ? "grappling" : "grappled");
  const cover = ownValue(COVER_STATUS, source.cover);
  if (cover) shown.add(cover);
  return BANKS_STATUSES.filter((status) => shown.has(status));
}

export type StatusToggle =
  /** The patch of `system.banks` that makes the state match; {} when it already does. */
  | { readonly settable: true; readonly patch: BanksActorPatch }
  /** Derived from a number or record: nothing to write, the statuses are put back in step. */
  | { readonly settable: false };

/** Only the fields whose value changes, so an unchanged toggle writes nothing. */
function changed(source: StatusSource, wanted: Pick<BanksActorPatch, "dead" | "destroyed" | "unconscious" | "prone" | "braced" | "cover">): BanksActorPatch {
  const patch: BanksActorPatch = {};
  const record = patch as Record<string, unknown>;
  for (const [key, value] of Object.entries(wanted)) {
    if (value !== undefined && source[key as keyof StatusSource] !== value) record[key] = value;
  }
  return patch;
}

/**
 * What switching `status` on (`active`) or off by hand writes. Cover is one choice: partial or
 * full cover on sets it, and switching off the cover the actor is in leaves it in the open
 * (switching off a cover it is not in changes nothing). Dead on marks a living actor dead and a
 * machine or vehicle destroyed (unless it is already either); off clears both.
 */
export function statusToggle(source: StatusSource, status: BanksStatus, active: boolean): StatusToggle {
  switch (status) {
    case "dead":
      if (!active) return { settable: true, patch: changed(source, { dead: false, destroyed: false }) };
      // Already down either way: the skull shows, nothing to write.
      return { settable: true, patch: isDown(source) ? {} : source.kind === "life" ? { dead: true } : { destroyed: true } };
    case "unconscious":
      return { settable: true, patch: changed(source, { unconscious: active }) };
    case "prone":
      return { settable: true, patch: changed(source, { prone: active }) };
    case "braced":
      return { settable: true, patch: changed(source, { braced: active }) };
    case "partialCover":
    case "fullCover": {
      const cover = STATUS_COVER[status] ?? "open";
      if (active) return { settable: true, patch: changed(source, { cover }) };
      return { settable: true, patch: source.cover === cover ? changed(source, { cover: "open" }) : {} };
    }
    case "bleedingOut":
    case "grappled":
    case "grappling":
      return { settable: false };
  }
}
