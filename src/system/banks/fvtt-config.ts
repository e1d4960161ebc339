/**
 * The banks ruleset's part of the fvtt-types declaration merging (src/system/fvtt-config.ts):
 * its GM queries and flags.
 */
import type { LedgerEntry } from "../../core/ledger";
import type { ActiveDodgeRoll, BanksAttackCard, BanksBid, DeclaredAction, MedicineRoll, TeamRoll, WedgeRoll } from "../../core/banks";
import type { QueryHandler } from "../ruleset-adapter";
import type { PaymentRecord } from "./chat/messages";
import type { ActiveDodgeRecord } from "./gm/active-dodge";
import type { BanksLedgerRecord } from "./gm/banks-ledger";
import type { MedicineRecord } from "./gm/medicine";
import type { TeamRollRecord } from "./gm/team-roll";
import type { WedgeRecord } from "./gm/wedge";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares the query registry as CONFIG.Queries
  namespace CONFIG {
    interface Queries {
      "fray.banksPay": QueryHandler;
      "fray.banksBid": QueryHandler;
      "fray.banksApply": QueryHandler;
      "fray.banksUndo": QueryHandler;
      "fray.banksTeamRoll": QueryHandler;
      "fray.banksActiveDodge": QueryHandler;
      "fray.banksMedicine": QueryHandler;
      "fray.banksWedge": QueryHandler;
    }
  }

  interface FrayChatMessageFlags {
    banksAttack: BanksAttackCard;
    banksBid: BanksBid;
    banksAction: DeclaredAction;
    /** What the active GM recorded about paying the message's action or bid. */
    banksPaid: PaymentRecord;
    /** The paid dodge of each target, recorded by the active GM. */
    banksBids: Record<string, { bid: number; chutzpah: number; threshold: number }>;
    banksApplied: Record<string, { undone: boolean }>;
    /** A leader's roll for the Team Bank on a "Use Leadership/Tactics" card, and what the GM made of it. */
    banksTeamRoll: TeamRoll;
    banksTeamResult: TeamRollRecord;
    /** An Active Dodge/Parry roll on its action card, and the bank the GM made of it. */
    banksActiveDodge: ActiveDodgeRoll;
    banksDodgeResult: ActiveDodgeRecord;
    /** A Stabilize, Triage or Clear Senses roll on its action card, and what the GM took off the patient. */
    banksMedicine: MedicineRoll;
    banksMedicineResult: MedicineRecord;
    /** A Wedge roll on its action card, and the enemy team's bank the GM lowered. */
    banksWedge: WedgeRoll;
    banksWedgeResult: WedgeRecord;
  }

  interface FrayActorFlags {
    banksLedger: Record<string, LedgerEntry<BanksLedgerRecord>>;
  }
}

export {};
