/**
 * design.md "Trust model": a card whose actor cannot be resolved is refused, never trusted; the
 * author must be able to act for the card's actor. Only a GM's own card may outlive its actor.
 */
import { describe, expect, test, vi } from "vitest";
import { RulesInputError } from "../../../src/core/errors";

type UserDouble = { id: string; isGM: boolean };
const actors = new Map<string, { owners: string[] }>([["Actor.ines", { owners: ["p1"] }]]);
vi.mock("../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => actors.get(uuid) ?? null,
  mayActFor: (user: UserDouble | null, actor: { owners: string[] } | null) => !!user && !!actor && (user.isGM || actor.owners.includes(user.id)),
}));
const { actorTheAuthorActsFor } = await import("../../../src/system/gm/card-trust");

const card = (author: UserDouble) => ({ id: "m1", author }) as unknown as ChatMessage.Implementation;
const player = { id: "p1", isGM: false };
const stranger = { id: "p2", isGM: false };
const gm = { id: "gm", isGM: true };

async function codeOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (error) {
    return error instanceof RulesInputError ? error.code : "not a RulesInputError";
  }
}

describe("acting on a card for its author", () => {
  test("the owner's card about their own actor is accepted", async () => {
    expect(await actorTheAuthorActsFor(card(player), "Actor.ines")).toEqual(actors.get("Actor.ines"));
  });

  test("a player's card about an actor they do not own is refused", async () => {
    expect(await codeOf(actorTheAuthorActsFor(card(stranger), "Actor.ines"))).toBe("gm.notOwner");
  });

  test("a forged card naming an actor that does not exist is refused, whoever wrote it but a GM", async () => {
    expect(await codeOf(actorTheAuthorActsFor(card(player), "Actor.nobody"))).toBe("gm.noActor");
    expect(await codeOf(actorTheAuthorActsFor(card(stranger), "not-even-a-uuid"))).toBe("gm.noActor");
    expect(await actorTheAuthorActsFor(card(gm), "Actor.nobody")).toBeNull();
  });
});
