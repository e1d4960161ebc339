/**
 * Declaration merging for fvtt-types (toolchain.md): Fray's settings, queries and flags
 * become part of Foundry's types, so a wrong key or value fails to compile. typetests/ proves
 * the merging is live.
 */
import type { RulesetId } from "../core/ruleset-id";
import type { DeckSettingsField } from "./cards/deck-settings";
import type { CharacterModel, NpcModel } from "./data/actor/actor-model";
import type { ArmorModel, BehaviorModel, WeaponModel } from "./data/item/item-models";
import type { LedgerEntry } from "../core/ledger";
import type { AttackCardState } from "../core/trauma";
import type { ActiveDodgeRoll, BanksAttackCard, BanksBid, DeclaredAction, MedicineRoll, TeamRoll, WedgeRoll } from "../core/banks";
import type { WedgeRecord } from "./banks/gm-banks-wedge";
import type { MedicineRecord } from "./banks/gm-banks-medicine";
import type { ActiveDodgeRecord } from "./banks/gm-banks-dodge";
import type { TeamRollRecord } from "./banks/gm-banks-team";
import type { BanksLedgerRecord } from "./banks/banks-ledger";
import type { PaymentRecord } from "./banks/messages";
import type { FrayApi } from "./api";
import type { FrayChatMessage } from "./chat/chat-message";
import type { FrayActor } from "./documents/actor";
import type { WillToLiveOutcome } from "./combat/will-to-live-apply";
import type { WillToLiveFlag, WillToLivePromptFlag } from "./combat/will-to-live-check";
import type { QUERY_HANDLERS } from "./queries";
import type { ResistanceFlag } from "./trauma/attack-messages";
import type { LedgerRecord } from "./trauma/gm-actions";

declare global {
  /** Fray's macro API (src/system/api.ts). */
  var fray: FrayApi;

  namespace CONFIG {
    interface Queries {
      "fray.applyTrauma": (typeof QUERY_HANDLERS)["fray.applyTrauma"];
      "fray.undoTrauma": (typeof QUERY_HANDLERS)["fray.undoTrauma"];
      "fray.dealPerk": (typeof QUERY_HANDLERS)["fray.dealPerk"];
      "fray.discardPerks": (typeof QUERY_HANDLERS)["fray.discardPerks"];
      "fray.banksPay": (typeof QUERY_HANDLERS)["fray.banksPay"];
      "fray.banksBid": (typeof QUERY_HANDLERS)["fray.banksBid"];
      "fray.banksApply": (typeof QUERY_HANDLERS)["fray.banksApply"];
      "fray.banksUndo": (typeof QUERY_HANDLERS)["fray.banksUndo"];
      "fray.banksTeamRoll": (typeof QUERY_HANDLERS)["fray.banksTeamRoll"];
      "fray.banksActiveDodge": (typeof QUERY_HANDLERS)["fray.banksActiveDodge"];
      "fray.banksMedicine": (typeof QUERY_HANDLERS)["fray.banksMedicine"];
      "fray.banksWedge": (typeof QUERY_HANDLERS)["fray.banksWedge"];
    }
  }
}

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fray";
  }

  interface AssumeHookRan {
    ready: never;
  }

  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    ChatMessage: typeof FrayChatMessage;
  }

  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: FrayActor<SubType>;
  }

  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> {
    document: FrayChatMessage<SubType>;
  }

  interface DataModelConfig {
    Actor: { character: typeof CharacterModel; npc: typeof NpcModel };
    Item: { weapon: typeof WeaponModel; armor: typeof ArmorModel; behavior: typeof BehaviorModel };
  }

  interface FlagConfig {
    // A Joker carries rank "Joker" and its colour instead of a suit (core/cards).
    Card: { fray: { rank: string; suit?: string; color?: string } };
    Cards: { fray: { role: string; leads: number; dealt: Record<string, string> } };
    ChatMessage: {
      fray: {
        attack: AttackCardState;
        resistance: ResistanceFlag;
        applied: Record<string, { finalTrauma: number; undone: boolean }>;
        /** The resistance message that counts for each target, recorded by the active GM. */
        resisted: Record<string, string>;
        willToLive: WillToLiveFlag;
        willToLivePrompt: WillToLivePromptFlag;
        willToLiveOutcome: WillToLiveOutcome;
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
      };
    };
    Actor: { fray: { ledger: Record<string, LedgerEntry<LedgerRecord>>; banksLedger: Record<string, LedgerEntry<BanksLedgerRecord>> } };
  }

  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.decks": DeckSettingsField;
    "fray.autoResistNpc": boolean;
    "fray.npcPerks": boolean;
  }
}
