/**
 * The banks order follows the IP as it is spent (docs/rules/banks.md §6.3 step 3, DECISION §9.6):
 * whenever a combatant's banks state or a combat's encounter changes, every client sets the
 * turns up again from its own documents and re-renders the tracker. Nothing is written: the
 * order is derived, and the current combatant stays current because the order keeps those who
 * have acted first, in the order they acted (acting-record.ts). Foundry re-sorts by itself only
 * when combatants change, not when an actor or a combat's flags do.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Whether an update's changes reach `path` (e.g. system → banks). */
export function touches(changed: unknown, path: readonly string[]): boolean {
  let node: unknown = changed;
  for (const key of path) {
    if (!isRecord(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/**
 * Combats with a combatant played by this actor, or by a token of it (its unlinked tokens read
 * through their base actor too; re-sorting one combat too many costs nothing).
 */
function combatsWith(actor: Actor.Implementation): Combat.Implementation[] {
  return [...game.combats].filter((combat) => [...combat.combatants].some((c) => c.actor === actor || c.actorId === actor.id));
}

const renderQueued = new Set<Combat.Implementation>();

/** Re-renders the sidebar tracker and its pop-out if they show the combat, once per burst of updates. */
function renderTrackers(combat: Combat.Implementation): void {
  if (renderQueued.has(combat)) return;
  renderQueued.add(combat);
  queueMicrotask(() => {
    renderQueued.delete(combat);
    const tracker = ui.combat;
    for (const app of [tracker, tracker?.popout]) if (app && app.viewed === combat) void app.render();
  });
}

/** Sets the turns up again now, so whatever runs next (a turn change, a render) sees the new order. */
export function resort(combat: Combat.Implementation): void {
  if (!combat.combatants.size) return;
  combat.setupTurns();
  renderTrackers(combat);
}

export function onUpdateActor(actor: Actor.Implementation, changed: unknown): void {
  if (touches(changed, ["system", "banks"])) for (const combat of combatsWith(actor)) resort(combat);
}

/** An unlinked token's actor changes through the token's delta. */
export function onUpdateToken(token: TokenDocument.Implementation, changed: unknown): void {
  const actor = token.actor;
  if (actor && touches(changed, ["delta", "system", "banks"])) for (const combat of combatsWith(actor)) resort(combat);
}

/** The encounter (Team Banks) and the ledger's record of who has acted live in the combat's flags. */
export function onUpdateCombat(combat: Combat.Implementation, changed: unknown): void {
  if (touches(changed, ["flags", "fray"])) resort(combat);
}
