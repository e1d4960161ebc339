/**
 * The track ruleset in Foundry (docs/rules/track.md §7): its data, sheets with the condition
 * monitor, the d6 pool roll, the attack and soak cards with Apply/Undo through the GM, the token
 * bar and the statuses, as one adapter (src/system/ruleset-adapter.ts).
 */
import { ROUND_SECONDS, trackRuleset } from "../../core/track";
import type { ActorKind } from "../../core/ruleset";
import type { RulesetAdapter } from "../ruleset-adapter";
import { registerRulesetSheet } from "../apps/sheet-registry";
import { withSender } from "../gm/sender";
import { trackActorField } from "./actor-fields";
import { trackStateOf } from "./actor-state";
import { TrackCharacterSheet, TrackNpcSheet } from "./apps/track-actor-sheet";
import { TrackArmorSheet, TrackWeaponSheet } from "./apps/track-item-sheets";
import { openTrackAttack } from "./attack/attack-dialog";
import { onTrackCardAction } from "./chat/card-actions";
import { renderTrackCard } from "./chat/chat-render";
import { applyTrackSoak, undoTrackSoak } from "./gm/apply";
import { applyFinalTest } from "./gm/final-test";
import { trackArmorField, trackWeaponField } from "./item-fields";
import { registerTrackPoolRoll } from "./pool-roll";
import { registerTrackStatuses } from "./statuses/statuses-sync";
import { registerTrackTracker } from "./combat/register";
import { decideHold } from "./combat/hold";
import { rollTrackInitiativeFor } from "./combat/initiative-roll";
import { registerTrackWorldTime } from "./combat/world-time";
import { trackTokenBars } from "./token-bars";

export const trackAdapter = {
  id: "track",
  core: trackRuleset,
  playable: true,
  schema: {
    actor: (kind: ActorKind) => trackActorField(kind),
    items: { weapon: trackWeaponField, armor: trackArmorField },
  },
  queries: {
    "fray.trackApply": ({ messageId }) => applyTrackSoak(messageId),
    "fray.trackFinalTest": ({ messageId }) => applyFinalTest(messageId),
    "fray.trackUndo": (data) => withSender("fray.trackUndo", data, (sender) => undoTrackSoak(data.messageId, sender)),
    // messageId names the combat, targetIndex the turn row the asker clicked.
    "fray.trackHold": (data) => withSender("fray.trackHold", data, (sender) => decideHold("hold", data.messageId, data.targetIndex ?? -1, sender)),
    "fray.trackActNow": (data) => withSender("fray.trackActNow", data, (sender) => decideHold("actNow", data.messageId, data.targetIndex ?? -1, sender)),
  },
  tokenBars: trackTokenBars,
  chat: { render: renderTrackCard, onAction: (message, action) => onTrackCardAction(message, action) },
  combat: { readState: trackStateOf, prompts: {}, rollInitiative: rollTrackInitiativeFor },
  registerAlways(isActive) {
    const options = (types: string[], label: string) => ({ types, makeDefault: isActive, label });
    registerRulesetSheet("track", Actor, TrackCharacterSheet, options(["character"], "FRAY.Track.Sheet.Label.character"));
    registerRulesetSheet("track", Actor, TrackNpcSheet, options(["npc"], "FRAY.Track.Sheet.Label.npc"));
    registerRulesetSheet("track", Item, TrackWeaponSheet, options(["weapon"], "FRAY.Track.Sheet.Label.weapon"));
    registerRulesetSheet("track", Item, TrackArmorSheet, options(["armor"], "FRAY.Track.Sheet.Label.armor"));
    // Pool rolls in old messages must rehydrate in any world (Roll.fromData looks classes up by name).
    registerTrackPoolRoll();
  },
  activate() {
    // §7: a round is 12 seconds, so world time (Dying, damage over time) moves with the tracker.
    CONFIG.time.roundTime = ROUND_SECONDS;
    registerTrackStatuses();
    registerTrackTracker();
    registerTrackWorldTime();
  },
  attack: (actor, item) => openTrackAttack(actor, item),
} satisfies RulesetAdapter;
