/**
 * The slots ruleset in Foundry (docs/rules/slots.md §7): its data, sheets, statuses and token bars
 * as one adapter (src/system/ruleset-adapter.ts): the Active Phase Cycle in the tracker, React
 * now and Stay, Upkeep as one undoable event, attacks with Impact maims, Executions and Maims,
 * treated bleed-outs, world time and the encounter outro.
 */
import { slotsRuleset } from "../../core/slots";
import type { ActorKind } from "../../core/ruleset";
import type { RulesetAdapter } from "../ruleset-adapter";
import { registerRulesetSheet } from "../apps/sheet-registry";
import { slotsActorField } from "./actor-fields";
import { slotsStateOf } from "./actor-state";
import { SlotsCharacterSheet, SlotsNpcSheet } from "./apps/slots-actor-sheet";
import { SlotsWeaponSheet } from "./apps/slots-item-sheet";
import { openSlotsAction } from "./attack/open-action";
import { onSlotsCardAction, renderSlotsCard } from "./chat/chat";
import { slotsWeaponField } from "./item-fields";
import { applySlotsTarget, undoSlotsTarget } from "./gm/apply";
import { withSender } from "../gm/sender";
import { refuse } from "../gm/gm-lock";
import { registerSlotsStatuses } from "./statuses/statuses-sync";
import { slotsTokenBars } from "./token-bars";
import { registerSlotsTracker } from "./combat/tracker";
import { registerGroupTurns } from "./combat/group-turns";
import { slotsStay } from "./combat/stay";
import { registerVariableRoll } from "./variable-roll";
import { applyFinisher, undoFinisher } from "./gm/finish";
import { applyTreat, undoTreat } from "./gm/treat";
import { chooseOutro, undoOutro } from "./gm/outro";
import { OUTRO_CHOICES } from "../../view/slots/outro-card";
import { registerSlotsWorldTime } from "./time/world-time";
import { registerSlotsOutro } from "./outro/post-outro";
import { onUpkeepCardAction, postMissingUpkeepCards, renderUpkeepCard } from "./upkeep/card";
import { registerUpkeepRewind } from "./upkeep/rewind";
import { runSlotsRoundEnd } from "./upkeep/round-end";
import { reactSpend } from "./react/react-spend";

export const slotsAdapter = {
  id: "slots",
  core: slotsRuleset,
  playable: true,
  schema: {
    actor: (kind: ActorKind) => slotsActorField(kind),
    items: { weapon: slotsWeaponField },
  },
  queries: {
    "fray.slotsApply": ({ messageId, targetIndex }) => applySlotsTarget(messageId, targetIndex ?? 0),
    // "React now": an out-of-phase spend the active GM serialises (react/react-spend.ts).
    "fray.slotsReact": ({ messageId }) => reactSpend(messageId),
    // The Stay action: the cycle is the combat's, so the active GM rewrites it (combat/stay.ts).
    "fray.slotsStay": ({ messageId }) => slotsStay(messageId),
    "fray.slotsUndo": (data) => withSender("fray.slotsUndo", data, (sender) => undoSlotsTarget(data.messageId, data.targetIndex ?? 0, sender)),
    "fray.slotsFinish": ({ messageId }) => applyFinisher(messageId),
    "fray.slotsFinishUndo": (data) => withSender("fray.slotsFinishUndo", data, (sender) => undoFinisher(data.messageId, sender)),
    // Treating a bleed-out (§5.12): the patient's owner or a GM, through a card (gm/treat.ts).
    "fray.slotsTreat": ({ messageId }) => applyTreat(messageId),
    "fray.slotsTreatUndo": (data) => withSender("fray.slotsTreatUndo", data, (sender) => undoTreat(data.messageId, sender)),
    "fray.slotsOutro": (data) => {
      // The choice travels as the index of its button: 0 All Resolve, 1 Slow Burn.
      const choice = OUTRO_CHOICES[data.targetIndex ?? -1];
      return choice === undefined ? Promise.resolve(refuse("FRAY.Common.Chat.Error.NoCard")) : withSender("fray.slotsOutro", data, (sender) => chooseOutro(data.messageId, choice, sender));
    },
    "fray.slotsOutroUndo": (data) => withSender("fray.slotsOutroUndo", data, (sender) => undoOutro(data.messageId, sender)),
  },
  tokenBars: slotsTokenBars,
  chat: {
    render: async (message, content) => (await renderUpkeepCard(message, content)) || renderSlotsCard(message, content),
    onAction: async (message, action, targetIndex) => (await onUpkeepCardAction(message, action)) || onSlotsCardAction(message, action, targetIndex),
  },
  combat: {
    readState: slotsStateOf,
    prompts: {},
    // §7: Hesitation and Upkeep as one recorded, undoable event (upkeep/round-end.ts).
    ownPhases: { endRound: runSlotsRoundEnd },
    // The order is the Active Phase Cycle, rolled as Awareness (v:20) when the combat starts (§5.3).
    rollInitiative: async () => {
      ui.notifications?.info(game.i18n.localize("FRAY.Slots.Tracker.OrderByAwareness"));
    },
  },
  registerAlways(isActive) {
    const options = (types: string[], label: string) => ({ types, makeDefault: isActive, label });
    registerRulesetSheet("slots", Actor, SlotsCharacterSheet, options(["character"], "FRAY.Slots.Sheet.Label.character"));
    registerRulesetSheet("slots", Actor, SlotsNpcSheet, options(["npc"], "FRAY.Slots.Sheet.Label.npc"));
    registerRulesetSheet("slots", Item, SlotsWeaponSheet, options(["weapon"], "FRAY.Slots.Sheet.Label.weapon"));
    // (v:X) rolls in old messages must rehydrate in any world (Roll.fromData looks classes up by name).
    registerVariableRoll();
  },
  activate() {
    registerSlotsStatuses();
    registerSlotsTracker();
    registerSlotsWorldTime();
    registerSlotsOutro();
    registerUpkeepRewind();
    registerGroupTurns();
  },
  // A round's end completed after a GM reload still gets its Upkeep card.
  afterRecovery: postMissingUpkeepCards,
  attack: (actor, item) => openSlotsAction(actor, item),
} satisfies RulesetAdapter;
