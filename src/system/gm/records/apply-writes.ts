/**
 * Writes a record's absolute values (gm-record.ts) in as few round trips as the documents allow
 * (design.md: one `updateDocuments` per document class and parent): world actors in one call,
 * unlinked token actors in one call per scene (FrayTokenDocument replays the actor's events),
 * chat messages in one, combats in one, combatants in one per combat, GM-only journal entries
 * (a ruleset's world-wide GM value, e.g. a pool) in one; statuses per actor; a card moved
 * between Cards stacks (a Perk deal) unless it is there already; a deck and pile brought to a
 * layout in at most one call each (stack-layout.ts).
 * A document deleted since is skipped: there is nothing left to write to.
 */
import { forThisFoundry } from "../../compat";
import type { CardWrite, RecordedWrite, StatusWrite } from "./gm-record";
import { applyStackLayout } from "./stack-layout";

type Update = Record<string, unknown> & { _id: string };

interface Batches {
  actors: Update[];
  messages: Update[];
  combats: Update[];
  journals: Update[];
  tokens: Map<Scene.Implementation, Update[]>;
  combatants: Map<Combat.Implementation, Update[]>;
}

function push<K>(map: Map<K, Update[]>, key: K, update: Update): void {
  map.set(key, [...(map.get(key) ?? []), update]);
}

function batch(batches: Batches, uuid: string, data: Readonly<Record<string, unknown>>): void {
  const doc = foundry.utils.fromUuidSync(uuid as `Actor.${string}`) as unknown;
  if (doc === null || doc === undefined) return;
  if (doc instanceof Actor) {
    const token = doc.isToken ? doc.token : null;
    if (token?.parent && token.id) push(batches.tokens, token.parent, { _id: token.id, delta: data });
    else if (doc.id) batches.actors.push({ _id: doc.id, ...data });
  } else if (doc instanceof ChatMessage && doc.id) batches.messages.push({ _id: doc.id, ...data });
  else if (doc instanceof Combat && doc.id) batches.combats.push({ _id: doc.id, ...data });
  else if (doc instanceof Combatant && doc.parent && doc.id) push(batches.combatants, doc.parent, { _id: doc.id, ...data });
  else if (doc instanceof JournalEntry && doc.id) batches.journals.push({ _id: doc.id, ...data });
}

async function setStatuses(write: StatusWrite): Promise<void> {
  const actor = foundry.utils.fromUuidSync(write.uuid as `Actor.${string}`) as unknown;
  if (!(actor instanceof Actor)) return;
  for (const id of write.on) if (!actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: true });
  for (const id of write.off) if (actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
}

/** Moves the card unless it has arrived already (or is no longer where it was: nothing to move). */
async function moveCard(write: CardWrite): Promise<void> {
  const from = foundry.utils.fromUuidSync(write.from as `Cards.${string}`) as unknown;
  const to = foundry.utils.fromUuidSync(write.to as `Cards.${string}`) as unknown;
  if (!(from instanceof Cards) || !(to instanceof Cards) || to.cards.has(write.cardId)) return;
  const card = from.cards.get(write.cardId);
  if (!card || card.drawn) return;
  await from.pass(to, [write.cardId], { chatNotification: false, updateData: { face: 0 } });
}

export async function applyWrites(writes: readonly RecordedWrite[]): Promise<void> {
  const batches: Batches = { actors: [], messages: [], combats: [], journals: [], tokens: new Map(), combatants: new Map() };
  for (const write of writes) if (write.type === "update") batch(batches, write.uuid, write.data);
  const quiet = { turnEvents: false };
  const calls: Promise<unknown>[] = [];
  if (batches.actors.length) calls.push(Actor.implementation.updateDocuments(forThisFoundry(batches.actors) as Actor.UpdateData[]));
  if (batches.messages.length) calls.push(ChatMessage.implementation.updateDocuments(forThisFoundry(batches.messages) as ChatMessage.UpdateData[]));
  if (batches.combats.length) calls.push(Combat.implementation.updateDocuments(forThisFoundry(batches.combats) as Combat.UpdateData[], quiet as Combat.Database.UpdateOperation));
  if (batches.journals.length) calls.push(JournalEntry.implementation.updateDocuments(forThisFoundry(batches.journals) as JournalEntry.UpdateData[]));
  for (const [scene, updates] of batches.tokens) calls.push(scene.updateEmbeddedDocuments("Token", forThisFoundry(updates) as TokenDocument.UpdateData[]));
  for (const [combat, updates] of batches.combatants) calls.push(combat.updateEmbeddedDocuments("Combatant", forThisFoundry(updates) as Combatant.UpdateData[], quiet));
  await Promise.all(calls);
  for (const write of writes) {
    if (write.type === "statuses") await setStatuses(write);
    else if (write.type === "card") await moveCard(write);
    else if (write.type === "stackLayout") await applyStackLayout(write);
  }
}
