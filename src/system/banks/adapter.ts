/**
 * The banks ruleset in Foundry (docs/rules/banks.md §8): its data, sheets, pool roll, GM queries,
 * chat cards, token bars, statuses and the Initiative/Team Bank tracker, as one adapter
 * (src/system/ruleset-adapter.ts).
 */
import { banksRuleset } from "../../core/banks";
import type { ActorKind } from "../../core/ruleset";
import type { RulesetAdapter } from "../ruleset-adapter";
import { banksActorField } from "./actor-fields";
import { banksStateOf } from "./actor-state";
import { BanksCharacterSheet, BanksNpcSheet } from "./apps/banks-actor-sheet";
import { BanksArmorSheet, BanksWeaponSheet } from "./apps/banks-item-sheets";
import { onBanksCardAction } from "./chat/card-actions";
import { renderBanksCard } from "./chat/chat-render";
import { showInitiative } from "./combat/initiative-sync";
import { registerBanksTracker } from "./combat/register";
import { applyActiveDodge } from "./gm/active-dodge";
import { applyBanksTarget, undoBanksTarget } from "./gm/apply";
import { applyMedicine } from "./gm/medicine";
import { payBidFor, payForMessage } from "./gm/pay";
import { applyTeamRoll } from "./gm/team-roll";
import { applyWedge } from "./gm/wedge";
import { banksArmorField, banksWeaponField } from "./item-fields";
import { registerPoolRoll } from "./pool-roll";
import { openBanksAttack } from "./sheet-commands";
import { registerBanksStatuses } from "./statuses/statuses-hooks";
import { migrateBanksSource } from "./migrations";
import { banksTokenBars } from "./token-bars";
import { registerRulesetSheet } from "../apps/sheet-registry";
import { banksFlagMigrations } from "./flags";
import { withSender } from "../gm/sender";
import { refreshInitiative } from "./combat/initiative-sync";

export const banksAdapter = {
  id: "banks",
  core: banksRuleset,
  playable: true,
  schema: {
    actor: (kind: ActorKind) => banksActorField(kind),
    items: { weapon: banksWeaponField, armor: banksArmorField },
    migrate: migrateBanksSource,
  },
  queries: {
    "fray.banksPay": ({ messageId }) => payForMessage(messageId),
    "fray.banksBid": ({ messageId }) => payBidFor(messageId),
    "fray.banksApply": ({ messageId, targetIndex }) => applyBanksTarget(messageId, targetIndex ?? 0),
    "fray.banksUndo": (data) => withSender("fray.banksUndo", data, (sender) => undoBanksTarget(data.messageId, data.targetIndex ?? 0, sender)),
    "fray.banksTeamRoll": ({ messageId }) => applyTeamRoll(messageId),
    "fray.banksActiveDodge": ({ messageId }) => applyActiveDodge(messageId),
    "fray.banksMedicine": ({ messageId }) => applyMedicine(messageId),
    "fray.banksWedge": ({ messageId }) => applyWedge(messageId),
  },
  migrations: banksFlagMigrations,
  tokenBars: banksTokenBars,
  chat: { render: renderBanksCard, onAction: onBanksCardAction },
  combat: { readState: banksStateOf, prompts: {}, rollInitiative: showInitiative },
  // A completed step may have moved IP or a Team Bank: the tracker's initiative follows them.
  afterRecovery: async () => {
    for (const combat of game.combats) await refreshInitiative(combat);
  },
  registerAlways(isActive) {
    const options = (types: string[], label: string) => ({ types, makeDefault: isActive, label });
    registerRulesetSheet("banks", Actor, BanksCharacterSheet, options(["character"], "FRAY.Banks.Sheet.Label.character"));
    registerRulesetSheet("banks", Actor, BanksNpcSheet, options(["npc"], "FRAY.Banks.Sheet.Label.npc"));
    registerRulesetSheet("banks", Item, BanksWeaponSheet, options(["weapon"], "FRAY.Banks.Sheet.Label.weapon"));
    registerRulesetSheet("banks", Item, BanksArmorSheet, options(["armor"], "FRAY.Banks.Sheet.Label.armor"));
    // Pool rolls in old messages must rehydrate in any world (Roll.fromData looks classes up by name).
    registerPoolRoll();
  },
  activate() {
    registerBanksStatuses();
    registerBanksTracker();
  },
  attack: (actor, item) => openBanksAttack(actor, item),
} satisfies RulesetAdapter;
