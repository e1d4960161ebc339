/** An actor on an encounter table, whatever the ruleset: its document identity, its state, and the weapons it carries. */
export interface TableActorOf<S, W> {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly state: S;
  readonly weapons: readonly W[];
}
