/**
 * The world migration (shared machinery): when the world's stored layout (`fray.schemaVersion`)
 * is older than this Fray's, the active GM asks every ruleset adapter for its migrations, turns
 * them into one batch of updates per document class (chat messages, actors, card stacks), writes
 * them, and only then stores the new version. Each migration returns nothing for a document
 * already moved, so a run that was interrupted is finished by the next one, and a second run
 * writes nothing.
 */
import type { RulesetMigrations } from "../ruleset-adapter";
import { allAdapters } from "../rulesets";
import { SYSTEM_ID } from "../settings";
import { forThisFoundry } from "../compat";
import { importRecords } from "../gm/records/record-book";

/**
 * The layout this Fray writes: 1 = each ruleset's flags under `flags.fray.<ruleset>`; 2 = the
 * ledgers of applied cards in the GM's record book (gm/records), no longer in actor flags a
 * player could edit.
 */
export const SCHEMA_VERSION = 2;

/** Updates per database call: one call per document class, split only for very large worlds. */
export const CHUNK = 500;

export interface MigrationReport {
  readonly from: number;
  readonly to: number;
  readonly messages: number;
  readonly actors: number;
  readonly cards: number;
}

interface Flagged<Fray> {
  readonly id: string | null;
  readonly flags: { readonly fray?: Fray | undefined };
}

/** One update per document some migration changes, each migration's change merged in (every ruleset touches only its own keys). */
export function flagUpdates<Fray extends object>(documents: Iterable<Flagged<Fray>>, steps: readonly ((fray: Fray) => Fray | null)[]): { _id: string; flags: { fray: Fray } }[] {
  const updates: { _id: string; flags: { fray: Fray } }[] = [];
  for (const document of documents) {
    const fray = document.flags.fray;
    if (document.id === null || fray === undefined) continue;
    const [first, ...rest] = steps.map((step) => step(fray)).filter((change): change is Fray => change !== null);
    if (first !== undefined) updates.push({ _id: document.id, flags: { fray: rest.reduce<Fray>((all, change) => ({ ...all, ...change }), first) } });
  }
  return updates;
}

async function inChunks<T>(updates: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < updates.length; i += CHUNK) await write(updates.slice(i, i + CHUNK));
}

const stepsOf = <K extends keyof RulesetMigrations>(migrations: readonly RulesetMigrations[], key: K): NonNullable<RulesetMigrations[K]>[] =>
  migrations.flatMap((m) => m[key] ?? []);

/**
 * Runs the migrations on the active GM's client when the world is behind; null when this client
 * has nothing to do (not the active GM, or the world is up to date).
 */
export async function migrateWorld(migrations: readonly RulesetMigrations[] = allAdapters().flatMap((a) => a.migrations ?? [])): Promise<MigrationReport | null> {
  if (!game.user.isActiveGM) return null;
  const from = game.settings.get(SYSTEM_ID, "schemaVersion");
  if (from >= SCHEMA_VERSION) return null;
  // Records first: a run cut short keeps the old ledgers, and the next run skips what it made.
  const recordSteps = stepsOf(migrations, "actorRecords");
  await importRecords(game.actors.contents.flatMap((actor) => recordSteps.flatMap((step) => step(actor.flags.fray ?? {}))));
  const messages = flagUpdates(game.messages, stepsOf(migrations, "chatMessage"));
  const actors = flagUpdates(game.actors, stepsOf(migrations, "actor"));
  const cards = flagUpdates(game.cards, stepsOf(migrations, "cards"));
  // The moves delete the old keys in v13's `-=key` form; v14 gets its own operator instead.
  await inChunks(messages, (chunk) => ChatMessage.implementation.updateDocuments(forThisFoundry(chunk)));
  await inChunks(actors, (chunk) => Actor.implementation.updateDocuments(forThisFoundry(chunk)));
  await inChunks(cards, (chunk) => Cards.implementation.updateDocuments(forThisFoundry(chunk)));
  // Stored last: a run cut short leaves the old version, and the next ready finishes the job.
  await game.settings.set(SYSTEM_ID, "schemaVersion", SCHEMA_VERSION);
  const report: MigrationReport = { from, to: SCHEMA_VERSION, messages: messages.length, actors: actors.length, cards: cards.length };
  console.info(`${SYSTEM_ID} | migrated the world from layout ${from} to ${SCHEMA_VERSION}: ${report.messages} chat messages, ${report.actors} actors, ${report.cards} card stacks`);
  if (report.messages + report.actors + report.cards > 0) {
    ui.notifications.info(game.i18n.format("FRAY.Common.Migration.Done", { version: String(SCHEMA_VERSION), messages: String(report.messages), actors: String(report.actors), cards: String(report.cards) }));
  }
  return report;
}
