/**
 * The trauma ruleset in Foundry (docs/rules/trauma.md §7): its data, sheets, GM queries, chat cards,
 * token bar, Will-to-Live prompts, decks and hooks, as one adapter (src/system/ruleset-adapter.ts).
 */
import type { ActorKind } from "../../core/ruleset";
import { traumaRuleset } from "../../core/trauma";
import type { RulesetAdapter } from "../ruleset-adapter";
import { traumaActorField } from "./actor-fields";
import { traumaStateOf } from "./actor-state";
import { CharacterSheet } from "./apps/character-sheet";
import { DrawDialog } from "./apps/draw-dialog";
import { ArmorSheet, BehaviorSheet, WeaponSheet } from "./apps/item-sheets";
import { NpcSheet } from "./apps/npc-sheet";
import { registerDeckMenu } from "./cards/deck-setup-menu";
import { onTraumaCardAction } from "./chat/card-actions";
import { renderTraumaCard } from "./chat/chat-render";
import { registerWillToLiveHooks } from "./combat/will-to-live-hooks";
import { WILL_TO_LIVE_PROMPT } from "./combat/will-to-live-check";
import { postWillToLivePrompt } from "./combat/will-to-live-prompt";
import { applyAttackTarget, dealPerkFor, discardPerksFor, undoAttackTarget } from "./gm/gm-actions";
import { registerTraumaHooks } from "./hooks";
import { traumaArmorField, traumaBehaviorField, traumaWeaponField } from "./item-fields";
import { registerTraumaSettings } from "./settings";
import { traumaTokenBars } from "./token-bars";
import { registerRulesetSheet } from "../apps/sheet-registry";
import { traumaFlagMigrations } from "./flags";
import { withSender } from "../gm/sender";

export const traumaAdapter = {
  id: "trauma",
  core: traumaRuleset,
  playable: true,
  schema: {
    actor: (kind: ActorKind) => traumaActorField(kind),
    items: { weapon: traumaWeaponField, armor: traumaArmorField, behavior: traumaBehaviorField },
  },
  queries: {
    "fray.applyTrauma": ({ messageId, targetIndex }) => applyAttackTarget(messageId, targetIndex ?? 0),
    "fray.undoTrauma": (data) => withSender("fray.undoTrauma", data, (sender) => undoAttackTarget(data.messageId, data.targetIndex ?? 0, sender)),
    "fray.dealPerk": ({ messageId }) => dealPerkFor(messageId),
    "fray.discardPerks": ({ messageId }) => discardPerksFor(messageId),
  },
  migrations: traumaFlagMigrations,
  tokenBars: traumaTokenBars,
  chat: { render: renderTraumaCard, onAction: onTraumaCardAction },
  combat: { readState: traumaStateOf, prompts: { [WILL_TO_LIVE_PROMPT]: postWillToLivePrompt } },
  registerAlways(isActive) {
    const options = (types: string[], label: string) => ({ types, makeDefault: isActive, label });
    registerRulesetSheet("trauma", Actor, CharacterSheet, options(["character"], "FRAY.Trauma.Sheet.Label.character"));
    registerRulesetSheet("trauma", Actor, NpcSheet, options(["npc"], "FRAY.Trauma.Sheet.Label.npc"));
    registerRulesetSheet("trauma", Item, WeaponSheet, options(["weapon"], "FRAY.Trauma.Sheet.Label.weapon"));
    registerRulesetSheet("trauma", Item, ArmorSheet, options(["armor"], "FRAY.Trauma.Sheet.Label.armor"));
    // Behaviors are trauma's alone: their sheet is the default in every world.
    registerRulesetSheet("trauma", Item, BehaviorSheet, { types: ["behavior"], makeDefault: true, label: "FRAY.Trauma.Sheet.Label.behavior" });
    registerTraumaSettings(isActive);
  },
  activate() {
    registerDeckMenu();
    registerTraumaHooks();
    registerWillToLiveHooks();
  },
  attack: (actor, item) => DrawDialog.open(actor, item),
} satisfies RulesetAdapter;
