/**
 * When each ruleset's statuses follow its data (status-sync.ts): after a change to
 * `system.<ruleset>` of an actor (or of an unlinked token's delta), on exactly one client — the
 * user who made it, if they own the actor (they may write its effects), otherwise the active GM —
 * and, once per session on the active GM, for every actor (a catch-up that only adds). A status
 * switched by hand on the token HUD goes to the ruleset's `onToggle`, if it has one.
 * ⚠ Unlinked tokens: core is said to fire updateActor for a synthetic actor whose delta changes;
 * the token's own update is watched as well, and the per-actor queue makes the second pass a
 * no-op, so either way the statuses follow once.
 */
import type { RulesetId } from "../../core/ruleset-id";
import type { StatusSync } from "./status-sync";

type SliceChange = { system?: Record<string, unknown> };

/** Whether this client is the one that follows up a change `userId` made to `actor`. */
export function followsUpHere(actor: Actor.Implementation, userId: string): boolean {
  const author = game.users.get(userId);
  if (author?.active && actor.testUserPermission(author, "OWNER")) return author.isSelf;
  return game.user.isActiveGM;
}

const touches = (changes: SliceChange | undefined, ruleset: RulesetId): boolean => changes?.system !== undefined && Object.hasOwn(changes.system, ruleset);

export type StatusToggled = (effect: ActiveEffect.Implementation, active: boolean, userId: string) => Promise<void>;

export function followRulesetState(ruleset: RulesetId, statuses: StatusSync, onToggle: StatusToggled | null = null): void {
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (touches(changes as SliceChange, ruleset) && followsUpHere(actor, userId)) void statuses.sync(actor);
  });
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    const actor = token.actor;
    if (actor && touches((changes as { delta?: SliceChange }).delta, ruleset) && followsUpHere(actor, userId)) void statuses.sync(actor);
  });
  if (onToggle !== null) {
    const toggled = (effect: ActiveEffect.Implementation, active: boolean, userId: string): void => {
      onToggle(effect, active, userId).catch((error: unknown) => console.error("fray | a status toggle could not be written", error));
    };
    Hooks.on("createActiveEffect", (effect, _options, userId) => toggled(effect, true, userId));
    Hooks.on("deleteActiveEffect", (effect, _options, userId) => toggled(effect, false, userId));
  }
  // Actors that were in another ruleset's world, or imported, catch up once per session.
  Hooks.once("ready", () => {
    if (game.user.isActiveGM) for (const actor of game.actors) void statuses.sync(actor, { catchUp: true });
  });
}
