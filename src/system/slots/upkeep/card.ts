/**
 * The Upkeep card (docs/rules/slots.md §7): one GM-authored chat message per end of a Full Round,
 * listing Hesitation and each actor's Upkeep (view src/view/slots/upkeep-event.ts), with an Undo
 * button for GMs while it stands. Events about hidden combatants are not in the message: a GM
 * viewer reads them from the record book, which no player can read. A card whose step was
 * completed after a GM reload (recovery) is posted then.
 */
import type { CombatEvent } from "../../../core/ruleset";
import { upkeepEventView } from "../../../view/slots/upkeep-event";
import { guarded } from "../../gm/guard";
import { report } from "../../gm/gm-request";
import { allRecords, findRecord } from "../../gm/records/record-book";
import { lineKey } from "../../gm/records/gm-record";
import { formatText, wordView } from "../../i18n";
import { readUpkeepRecord, upkeepApplyKey, upkeepLine, type UpkeepRecord } from "./upkeep-record";
import { undoSlotsUpkeep } from "./undo";

const TEMPLATE = "systems/fray/templates/slots/chat/upkeep.hbs";
export const UNDO_ACTION = "fray-slots-upkeep-undo";

/** What the card's message carries under `flags.fray.slots.upkeep`. */
export interface UpkeepCardFlag {
  readonly combatId: string;
  readonly round: number;
  readonly generation: number;
  readonly events: readonly CombatEvent[];
  readonly undone: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The card's flag, only from a message a GM wrote (a player's copy is not an Upkeep card). */
export function upkeepCardOf(message: ChatMessage.Implementation): UpkeepCardFlag | null {
  const slots = (message.flags as { fray?: { slots?: unknown } }).fray?.slots;
  const raw = isRecord(slots) ? slots["upkeep"] : undefined;
  if (!isRecord(raw) || !message.author?.isGM) return null;
  const { combatId, round, generation, events, undone } = raw;
  if (typeof combatId !== "string" || !Number.isInteger(round) || !Number.isInteger(generation) || !Array.isArray(events) || typeof undone !== "boolean") return null;
  return raw as unknown as UpkeepCardFlag;
}

export const upkeepCardFlags = (flag: UpkeepCardFlag) => ({ fray: { slots: { upkeep: flag } } });

/** The card of one generation of one round's end, if it was posted. */
export function findUpkeepCard(combatId: string, round: number, generation: number): ChatMessage.Implementation | null {
  return game.messages.find((m) => {
    const f = upkeepCardOf(m);
    return f !== null && f.combatId === combatId && f.round === round && f.generation === generation;
  }) ?? null;
}

export async function postUpkeepCard(record: UpkeepRecord, generation: number): Promise<void> {
  const flag: UpkeepCardFlag = { combatId: record.combatId, round: record.round, generation, events: record.events, undone: false };
  const speaker = ChatMessage.implementation.getSpeaker({ alias: game.i18n.localize("FRAY.Common.Combat.Speaker") });
  const title = game.i18n.format("FRAY.Slots.UpkeepCard.Title", { round: String(record.round) });
  await ChatMessage.implementation.create({ speaker, content: `<p>${foundry.utils.escapeHTML(title)}</p>`, flags: upkeepCardFlags(flag) } as ChatMessage.CreateData);
}

/** A GM sees the rows of hidden combatants too, from the record the card belongs to. */
function hiddenEventsFor(flag: UpkeepCardFlag): readonly CombatEvent[] {
  if (!game.user.isGM) return [];
  const record = findRecord(upkeepApplyKey(flag.combatId, flag.round, flag.generation));
  try {
    return record ? readUpkeepRecord(record.data).hiddenEvents : [];
  } catch {
    return [];
  }
}

export async function renderUpkeepCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const flag = upkeepCardOf(message);
  if (flag === null) return false;
  const view = upkeepEventView({ round: flag.round, events: [...flag.events, ...hiddenEventsFor(flag)], undone: flag.undone, isGm: game.user.isGM });
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(view) });
  return true;
}

/** The card's Undo: GMs only, run by the active GM (guarded). */
export async function onUpkeepCardAction(message: ChatMessage.Implementation, action: string): Promise<boolean> {
  const flag = action === UNDO_ACTION ? upkeepCardOf(message) : null;
  if (flag === null) return false;
  if (!game.user.isGM) {
    ui.notifications.warn(game.i18n.localize("FRAY.Slots.Upkeep.GmOnly"));
    return true;
  }
  const combat = game.combats.get(flag.combatId);
  if (!combat) {
    ui.notifications.warn(formatText({ key: "FRAY.Slots.Upkeep.NoCombat" }));
    return true;
  }
  report(await guarded(() => undoSlotsUpkeep(combat, flag.round)));
  return true;
}

/**
 * After recovery (adapter afterRecovery): the card of every round end that stands but was never
 * posted — the GM that wrote it stopped before its card.
 */
export async function postMissingUpkeepCards(): Promise<void> {
  const records = allRecords();
  const has = new Set(records.map((r) => r.key));
  for (const record of records) {
    const m = /^(slots\.upkeep:.+)#(\d+):apply$/.exec(record.key);
    if (!m?.[1] || m[2] === undefined || record.status !== "done") continue;
    const generation = Number(m[2]);
    if (has.has(lineKey(m[1], generation, "undo"))) continue;
    let data: UpkeepRecord;
    try {
      data = readUpkeepRecord(record.data);
    } catch {
      continue;
    }
    if (m[1] !== upkeepLine(data.combatId, data.round) || findUpkeepCard(data.combatId, data.round, generation)) continue;
    await postUpkeepCard(data, generation);
  }
}
