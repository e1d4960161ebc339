/**
 * The wounds ruleset in Foundry (docs/rules/wounds.md §7): its data, sheets, token bar, statuses,
 * rolls, chat cards and GM queries, as one adapter (src/system/ruleset-adapter.ts).
 */
import type { ActorKind } from "../../core/ruleset";
import { woundsRuleset } from "../../core/wounds";
import type { RulesetAdapter } from "../ruleset-adapter";
import { registerRulesetSheet } from "../apps/sheet-registry";
import { woundsActorField } from "./actor-fields";
import { woundsStateOf } from "./actor-state";
import { WoundsCharacterSheet, WoundsNpcSheet } from "./apps/wounds-actor-sheet";
import { WoundsArmorSheet, WoundsWeaponSheet } from "./apps/wounds-item-sheets";
import { woundsArmorField, woundsWeaponField } from "./item-fields";
import { registerWoundsStatuses } from "./statuses/statuses-hooks";
import { woundsTokenBars } from "./token-bars";
import { openWoundsAttack } from "./attack/attack-flow";
import { onWoundsCardAction } from "./chat/card-actions";
import { renderWoundsCard } from "./chat/render";
import { applyWoundsTarget, undoWoundsTarget } from "./gm/apply";
import { applyIncapacitation } from "./gm/incapacitation";
import { withSender } from "../gm/sender";
import { registerWoundsRolls } from "./rolls/register";
import { applyBennySpend, undoBennySpend } from "./bennies/gm-spend";
import { registerPoolControl } from "./bennies/pool-control";
import { applyHeal, undoHeal } from "./healing/gm-heal";
import { registerWoundsWorldTime } from "./healing/world-time";
import { activateWoundsCombat, woundsCombatPrompts, woundsCombatQueries, woundsRollInitiative } from "./combat/register";

export const woundsAdapter = {
  id: "wounds",
  core: woundsRuleset,
  playable: false,
  schema: {
    actor: (kind: ActorKind) => woundsActorField(kind),
    items: { weapon: woundsWeaponField, armor: woundsArmorField },
  },
  queries: {
    "fray.woundsApply": ({ messageId, targetIndex }) => applyWoundsTarget(messageId, targetIndex ?? 0),
    "fray.woundsIncapacitation": ({ messageId, targetIndex }) => applyIncapacitation(messageId, targetIndex ?? 0),
    "fray.woundsUndo": (data) => withSender("fray.woundsUndo", data, (sender) => undoWoundsTarget(data.messageId, data.targetIndex ?? 0, sender)),
    "fray.woundsBenny": ({ messageId }) => applyBennySpend(messageId),
    "fray.woundsBennyUndo": (data) => withSender("fray.woundsBennyUndo", data, (sender) => undoBennySpend(data.messageId, sender)),
    "fray.woundsHeal": ({ messageId }) => applyHeal(messageId),
    "fray.woundsHealUndo": (data) => withSender("fray.woundsHealUndo", data, (sender) => undoHeal(data.messageId, sender)),
    ...woundsCombatQueries,
  },
  tokenBars: woundsTokenBars,
  chat: { render: renderWoundsCard, onAction: onWoundsCardAction },
  combat: { readState: woundsStateOf, prompts: woundsCombatPrompts, rollInitiative: woundsRollInitiative },
  registerAlways(isActive) {
    const options = (types: string[], label: string) => ({ types, makeDefault: isActive, label });
    registerRulesetSheet("wounds", Actor, WoundsCharacterSheet, options(["character"], "FRAY.Wounds.Sheet.Label.character"));
    registerRulesetSheet("wounds", Actor, WoundsNpcSheet, options(["npc"], "FRAY.Wounds.Sheet.Label.npc"));
    registerRulesetSheet("wounds", Item, WoundsWeaponSheet, options(["weapon"], "FRAY.Wounds.Sheet.Label.weapon"));
    registerRulesetSheet("wounds", Item, WoundsArmorSheet, options(["armor"], "FRAY.Wounds.Sheet.Label.armor"));
    // Wounds rolls in old messages must rehydrate in any world (Roll.fromData looks classes up by name).
    registerWoundsRolls();
  },
  activate() {
    registerWoundsStatuses();
    registerPoolControl();
    registerWoundsWorldTime();
    activateWoundsCombat();
  },
  attack: (actor, item) => openWoundsAttack(actor, item),
} satisfies RulesetAdapter;
