/**
 * The banks sheet's header: portrait and name, what the actor is (Life, Machine or Vehicle, and
 * its size class, docs/rules/banks.md §6.22), the states that stop or hamper it as badges, and the
 * two numbers a player reads every turn: the Initiative Bank and Chutzpah.
 */
import { type BanksActor, SIZE_CLASSES, TARGET_KINDS, effectiveIp, isCore } from "../../../core/banks";
import { type Text, text } from "../../i18n";
import { type SelectOption, selectOptions } from "../../sheet/options";
import type { BanksSheetInput } from "./input";

const S = "FRAY.Banks.Sheet";

export interface BanksBadge {
  readonly key: string;
  readonly label: Text;
  /** Badges that stop the actor from acting are drawn as alarms. */
  readonly severe: boolean;
}

export interface InitiativeStat {
  readonly ip: number;
  /** Cores and vehicles (§6.16): IP shown as replenish / max. */
  readonly core: boolean;
  readonly replenish: number | null;
  readonly max: number | null;
  /** "7 IP", or "3 IP (replenishes 2, up to 6)" for a core. */
  readonly summary: Text;
  /** IP + usable Team Bank when coordinated in the active combat (§6.3), else null. */
  readonly effective: Text | null;
}

export interface BanksHeaderView {
  readonly name: string;
  readonly img: string | null;
  readonly role: Text;
  readonly kind: Text;
  readonly size: Text;
  readonly kindOptions: readonly SelectOption[];
  readonly sizeOptions: readonly SelectOption[];
  readonly badges: readonly BanksBadge[];
  readonly initiative: InitiativeStat;
  readonly chutzpah: number;
  /** Player characters act first on ties (§6.3 step 2). */
  readonly isPlayer: boolean;
}

function badges(s: BanksActor): BanksBadge[] {
  const out: BanksBadge[] = [];
  const add = (key: string, severe: boolean): void => void out.push({ key, label: text(`${S}.Badge.${key}`), severe });
  if (s.dead) add("dead", true);
  if (s.destroyed) add("destroyed", true);
  if (s.unconscious && !s.dead) add("unconscious", true);
  if (s.bleedingOut > 0 && !s.dead) add("bleedingOut", true);
  if (s.prone) add("prone", false);
  if (s.braced) add("braced", false);
  if (s.cover !== "open") add(s.cover === "full" ? "coverFull" : "coverPartial", false);
  if (s.grapple !== null) add(s.grapple.role, false);
  if (!s.grounded) add("ungrounded", false);
  return out;
}

export function initiativeStat(s: BanksActor, input: BanksSheetInput): InitiativeStat {
  const core = isCore(s);
  const team = input.combat?.team ?? null;
  const effective = team === null ? null : effectiveIp(s, team);
  return {
    ip: s.ip,
    core,
    replenish: s.ipReplenish,
    max: s.ipMax,
    summary: core ? text(`${S}.Ip.Core`, { ip: s.ip, replenish: s.ipReplenish ?? 0, max: s.ipMax ?? 0 }) : text(`${S}.Ip.Plain`, { ip: s.ip }),
    effective: effective === null ? null : text(`${S}.Ip.Effective`, { effective, team: effective - s.ip }),
  };
}

export function headerView(s: BanksActor, input: BanksSheetInput): BanksHeaderView {
  return {
    name: input.name,
    img: input.img,
    role: text(`${S}.Role.${input.type}`),
    kind: text(`FRAY.Banks.Field.Kind.${s.kind}`),
    size: text(`${S}.SizeBadge`, { size: s.sizeClass }),
    kindOptions: selectOptions(TARGET_KINDS.map((k) => [k, text(`FRAY.Banks.Field.Kind.${k}`)] as const), s.kind),
    sizeOptions: selectOptions(SIZE_CLASSES.map((c) => [c, text(`FRAY.Banks.Field.Size.${c}`)] as const), s.sizeClass),
    badges: badges(s),
    initiative: initiativeStat(s, input),
    chutzpah: s.chutzpah,
    isPlayer: s.isPlayer,
  };
}
