/**
 * The track tracker's hooks, registered in a track world only (activate): the tracker drawing,
 * the landing of turn changes on a tie group's turn, and the order set up again whenever what it
 * is derived from changes (an actor's track slice: Incapacitated, extra passes; the combat's
 * holds). Foundry re-sorts by itself only when combatants change.
 */
import { landTurn, settleTurn, startCurrentTurn } from "./turn-landing";
import { onRenderTrackTracker } from "./tracker-render";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function touches(changed: unknown, path: readonly string[]): boolean {
  let node: unknown = changed;
  for (const key of path) {
    if (!isRecord(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/** Sets the turns up again, re-renders the tracker, and lets the active GM settle the turn on its group. */
function resort(combat: Combat.Implementation): void {
  if (combat.combatants.size === 0) return;
  combat.setupTurns();
  void ui.combat?.render();
  settleTurn(combat).catch((error: unknown) => console.error("fray | the turn could not be moved to its group", error));
}

function combatsWith(actor: Actor.Implementation): Combat.Implementation[] {
  return [...game.combats].filter((combat) => [...combat.combatants].some((c) => c.actor === actor || c.actorId === actor.id));
}

export function registerTrackTracker(): void {
  Hooks.on("renderCombatTracker", (app, html) => onRenderTrackTracker(app as unknown as { viewed: Combat.Implementation | null }, html));
  Hooks.on("combatTurn", (combat, update, options) => landTurn(combat, update, options));
  Hooks.on("combatRound", (combat, update, options) => landTurn(combat, update, options));
  Hooks.on("combatStart", (combat, update) => landTurn(combat, update, { direction: 1 }));
  Hooks.on("updateActor", (actor, changed) => {
    if (touches(changed, ["system", "track"])) for (const combat of combatsWith(actor)) resort(combat);
    else void ui.combat?.render();
  });
  Hooks.on("updateToken", (token, changed) => {
    const actor = token.actor;
    if (actor && touches(changed, ["delta", "system", "track"])) for (const combat of combatsWith(actor)) resort(combat);
  });
  Hooks.on("updateCombat", (combat, changed) => {
    if (touches(changed, ["flags", "fray"])) resort(combat);
    else if (touches(changed, ["round"]) || touches(changed, ["turn"])) settleTurn(combat).catch((error: unknown) => console.error("fray | the turn could not be moved to its group", error));
  });
  Hooks.on("updateCombatant", (combatant) => {
    const combat = combatant.parent;
    if (combat)
      settleTurn(combat)
        .then(() => startCurrentTurn(combat))
        .catch((error: unknown) => console.error("fray | the turn could not be moved to its group", error));
  });
}
