/**
 * State one client (browser tab) keeps for itself: what it is claiming or writing now, whom it
 * last saw as the active GM. Keyed by the client's `game`, which Foundry makes once per tab, so
 * two clients running the same module (the simulation's tabs) never share it.
 */
export function perClient<T>(make: () => T): () => T {
  const states = new WeakMap<object, T>();
  return () => {
    const key = game as object;
    let state = states.get(key);
    if (state === undefined) states.set(key, (state = make()));
    return state;
  };
}
