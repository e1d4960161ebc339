/**
 * Where the actor stands in a fight besides its damage: the Initiative Bank (docs/rules/banks.md
 * §6.2, §6.16) and the turn's Blitz count, Recoil and the dice it costs (core recoilPenalty,
 * §6.15), Martial Momentum (§6.14), the Active Dodge bank, a grapple, and the posture flags the
 * rules read (grounded, braced, prone, cover).
 */
import { type BanksActor, COVERS, isDodgeSpec, recoilPenalty } from "../../../core/banks";
import { type Text, text } from "../../i18n";
import { type SelectOption, selectOptions } from "../../sheet/options";
import { type InitiativeStat, initiativeStat } from "./header";
import type { BanksSheetInput } from "./input";

const S = "FRAY.Banks.Sheet";

export interface FlagToggle {
  readonly key: "grounded" | "braced" | "prone";
  readonly label: Text;
  readonly hint: Text;
  readonly checked: boolean;
  readonly field: string;
}

export interface SituationView {
  readonly initiative: InitiativeStat;
  readonly blitz: Text;
  /** Ran this round: attacks on it need one more hit (§6.7 step 4). */
  readonly ran: Text | null;
  readonly recoil: { readonly value: number; readonly penalty: Text };
  readonly momentum: Text | null;
  readonly dodgeBank: Text | null;
  readonly grapple: Text | null;
  readonly flags: readonly FlagToggle[];
  readonly coverOptions: readonly SelectOption[];
  /** The coordinated team's key (§3.1 teamId), "" for none. */
  readonly team: string;
}

export function situationView(s: BanksActor, input: BanksSheetInput): SituationView {
  const penalty = recoilPenalty(s);
  return {
    initiative: initiativeStat(s, input),
    blitz: s.turn.blitzCount === 0 ? text(`${S}.Blitz.None`) : text(`${S}.Blitz.Taken`, { count: s.turn.blitzCount }),
    ran: s.turn.ran ? text(`${S}.Ran`) : null,
    recoil: { value: s.recoil, penalty: penalty === 0 ? text(`${S}.Recoil.NoPenalty`) : penalty === 1 ? text(`${S}.Recoil.PenaltyOne`) : text(`${S}.Recoil.Penalty`, { dice: penalty }) },
    momentum: s.martialMomentum === null ? null : text(`${S}.Momentum`, { value: s.martialMomentum.value, max: s.attributes.BOD }),
    dodgeBank: s.activeDodgeBank === null ? null : text(`${S}.DodgeBank`, { hits: s.activeDodgeBank.hits, spec: isDodgeSpec(s.activeDodgeBank.spec) ? text(`FRAY.Banks.Card.Dodge.Spec.${s.activeDodgeBank.spec}`) : s.activeDodgeBank.spec }),
    grapple: s.grapple === null ? null : text(`${S}.Grapple.${s.grapple.role}`, { bank: s.grapple.bank }),
    flags: (["grounded", "braced", "prone"] as const).map((key) => ({
      key,
      label: text(`${S}.Flag.${key}`),
      hint: text(`${S}.Flag.${key}Hint`),
      checked: s[key],
      field: `system.banks.${key}`,
    })),
    coverOptions: selectOptions(COVERS.map((c) => [c, text(`FRAY.Banks.Field.Cover.${c}`)] as const), s.cover),
    team: s.teamId ?? "",
  };
}
