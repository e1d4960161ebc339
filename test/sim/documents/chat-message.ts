/**
 * ChatMessage: the author is the creating client's user, and the server refuses impersonation;
 * who a message is whispered to, and whether it is blind, follows the roll mode asked for
 * (v13's roll modes; v14's message modes as a generation parameter, see `chatModeNames`).
 * The server does not filter messages: every client holds every message and reads `visible` and
 * `isContentVisible` itself.
 */
import { type DocumentMeta, OWNERSHIP, SimDocument } from "../document";
import { currentWorld } from "../current";
import type { Data } from "../object-utils";
import type { SimUser } from "../users";

/** The four ways a message can be shown, by their names in one generation of Foundry. */
export interface ChatModeNames {
  /** The client setting the chat's mode selector writes (core.rollMode / core.messageMode). */
  readonly setting: string;
  /** The create option that asks for a mode ({rollMode} / {messageMode}). */
  readonly option: string;
  readonly public: string;
  readonly gm: string;
  readonly blind: string;
  readonly self: string;
}

/**
 * @foundry common/constants.mjs:424-446 (DICE_ROLL_MODES: publicroll, gmroll, blindroll, selfroll)
 * @foundry client/game.mjs:1181-1189 (rollMode: the client setting core.rollMode, initial PUBLIC)
 */
const V13_MODES: ChatModeNames = { setting: "rollMode", option: "rollMode", public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };

/**
 * @sim Foundry v14's source is not available here: its message modes are simulated as
 * src/system/compat/chat-modes.ts assumes them (core.messageMode, CONFIG.ChatMessage.modes,
 * `{messageMode}`, modes named public and gm), blind and self named likewise, and applied as v13
 * applies roll modes (applyRollMode renamed applyMode).
 */
const V14_MODES: ChatModeNames = { setting: "messageMode", option: "messageMode", public: "public", gm: "gm", blind: "blind", self: "self" };

/** @sim the mode names of the generation the world runs */
export function chatModeNames(generation = currentWorld().generation): ChatModeNames {
  return generation >= 14 ? V14_MODES : V13_MODES;
}

/**
 * What a world starts with for the chat's modes: the client setting at its initial value and,
 * on v14, CONFIG.ChatMessage.modes (v13 has CONFIG.Dice.rollModes from the registry).
 * @foundry client/game.mjs:1181-1189 (rollMode: registered by core with initial PUBLIC, client scope)
 */
export function chatModeSetup(generation: number): { setting: string; initial: string; configModes: Data | null } {
  const names = chatModeNames(generation);
  const configModes = generation >= 14 ? { [names.public]: { label: "CHAT.ModePublic" }, [names.gm]: { label: "CHAT.ModeGM" }, [names.blind]: { label: "CHAT.ModeBlind" }, [names.self]: { label: "CHAT.ModeSelf" } } : null;
  return { setting: names.setting, initial: names.public, configModes };
}

export class BaseChatMessage extends SimDocument {
  /**
   * @foundry common/documents/chat-message.mjs:25-36 (metadata: create #canCreate, delete OWNER)
   * @foundry common/documents/chat-message.mjs:73-77 (#canCreate: a GM, or the author themself)
   */
  static override meta: DocumentMeta = {
    name: "ChatMessage",
    collection: "messages",
    embedded: {},
    permissions: {
      create: (user: SimUser, doc: SimDocument) => user.isGM || user.id === doc._source["author"],
      delete: "OWNER",
    },
    hasOwnership: false,
  };

  /**
   * @foundry common/data/fields.mjs:2938-2950 (DocumentAuthorField: the initial author is game.user)
   * @foundry common/documents/chat-message.mjs:59-61 (whisper, blind and rolls: arrays and a boolean, empty and false when not given)
   */
  constructor(source: Data, options: { parent?: SimDocument | null; server?: boolean } = {}) {
    super({ author: currentWorld().currentTab().user.id, whisper: [], blind: false, rolls: [], ...source }, options);
  }

  /** @foundry common/documents/chat-message.mjs:48 (author: a ForeignDocumentField, read as the User) */
  override _initialize(): void {
    super._initialize();
    const id = this._source["author"];
    this["author"] = typeof id === "string" ? (currentWorld().users.find((u) => u.id === id) ?? null) : null;
  }

  /** @foundry common/documents/chat-message.mjs:93-97 (getUserLevel: the author is OWNER) */
  override getUserLevel(user: SimUser): number {
    if (user.id === this._source["author"]) return OWNERSHIP.OWNER;
    return super.getUserLevel(user);
  }

  /** @foundry client/documents/chat-message.mjs:202-244 (getSpeaker: alias and actor/token ids) */
  static getSpeaker({ actor, alias }: { actor?: { id?: string; name?: string } | null; alias?: string } = {}): Data {
    return { actor: actor?.id ?? null, alias: alias ?? actor?.name ?? currentWorld().currentTab().user.name, scene: null, token: null };
  }

  /** @foundry client/documents/chat-message.mjs:344-362 (getWhisperRecipients: GM/DM the GMs, players the players, else users then characters by name) */
  static getWhisperRecipients(name: string): SimUser[] {
    const users = currentWorld().users;
    if (["GM", "DM"].includes(name.toUpperCase())) return users.filter((u) => u.isGM);
    if (name.toLowerCase() === "players") return users.filter((u) => !u.isGM && u.hasRole("PLAYER"));
    const lower = name.toLowerCase();
    const byName = users.filter((u) => u.name.toLowerCase() === lower);
    if (byName.length) return byName;
    return users.filter((u) => (u.character as { name?: string } | null)?.name?.toLowerCase() === lower);
  }

  /**
   * Public: nobody whispered; self: the rolling user; private and blind: the GMs, unless the data
   * already whispers someone; blind only for blind. "roll" means the client's current mode.
   * @foundry client/documents/chat-message.mjs:152-171 (applyRollMode: whisper and blind from the mode)
   */
  static applyRollMode(chatData: Data, rollMode: string): Data {
    const names = chatModeNames();
    const tab = currentWorld().currentTab();
    const mode = rollMode === "roll" ? String((tab.game["settings"] as { get(n: string, k: string): unknown }).get("core", names.setting)) : rollMode;
    const given = chatData["whisper"] as string[] | undefined;
    let whisper: string[];
    if (mode === names.public) whisper = [];
    else if (mode === names.self) whisper = [tab.user.id];
    else if (given?.length) whisper = given;
    else whisper = currentWorld().users.filter((u) => u.isGM).map((u) => u.id);
    chatData["whisper"] = whisper;
    chatData["blind"] = mode === names.blind;
    return chatData;
  }

  /** @sim v14's name for applyRollMode, as src/system/compat assumes it (see V14_MODES); present only on v14 */
  static applyMode(chatData: Data, mode: string): Data {
    if (currentWorld().generation < 14) throw new TypeError("ChatMessage.applyMode is not a function");
    return this.applyRollMode(chatData, mode);
  }

  /** @foundry client/documents/chat-message.mjs:182-186 (applyRollMode: the static one applied to this message's source) */
  applyRollMode(rollMode: string): void {
    const data = this.toObject();
    (this.constructor as typeof BaseChatMessage).applyRollMode(data, rollMode);
    this._source = data;
    this._initialize();
  }

  /**
   * A roll message created with a mode gets it; a message without rolls, or created without a
   * mode, keeps the whisper and blind it was given.
   * @foundry client/documents/chat-message.mjs:488-511 (_preCreate: if isRoll, options.rollMode applied by applyRollMode)
   */
  override async _preCreate(data: Data, options: Data, user: SimUser): Promise<boolean | undefined> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const mode = options[chatModeNames().option];
    if (this.isRoll && typeof mode === "string" && mode) this.applyRollMode(mode);
    return undefined;
  }

  /** @foundry client/documents/chat-message.mjs:64-66 (isAuthor: the client's user is the author) */
  get isAuthor(): boolean {
    return currentWorld().currentTab().user === this["author"];
  }

  /** @foundry client/documents/chat-message.mjs:91-93 (isRoll: the message has rolls) */
  get isRoll(): boolean {
    return ((this["rolls"] as unknown[] | undefined) ?? []).length > 0;
  }

  /**
   * A whispered message shows only to its author and recipients, except a roll, which every
   * client lists (with "rolled privately" where its content is hidden).
   * @foundry client/documents/chat-message.mjs:102-108 (visible: whispers to the author and recipients; a roll always)
   */
  get visible(): boolean {
    const whisper = this.whisperedTo();
    if (!whisper.length) return true;
    if (this.isRoll) return true;
    return this.isAuthor || whisper.includes(currentWorld().currentTab().user.id);
  }

  /** @foundry client/documents/chat-message.mjs:75-84 (isContentVisible: a roll's content to its recipients, and to its author unless blind) */
  get isContentVisible(): boolean {
    if (!this.isRoll) return this.visible;
    const whisper = this.whisperedTo();
    if (!whisper.length) return true;
    return whisper.includes(currentWorld().currentTab().user.id) || (this.isAuthor && !this["blind"]);
  }

  /** @sim the whisper field read as user ids */
  whisperedTo(): string[] {
    return (this["whisper"] as string[] | undefined) ?? [];
  }
}
