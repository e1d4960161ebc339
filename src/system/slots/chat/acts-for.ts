import { actorFromUuid } from "../../gm/actors";

/** Whether this user may act for the actor (its owners and the GMs): who sees an actor's buttons. */
export async function actsFor(uuid: string): Promise<boolean> {
  return game.user.isGM || ((await actorFromUuid(uuid))?.isOwner ?? false);
}
