/**
 * Each client's Hooks registry. In Foundry every browser tab runs the system's code and holds its
 * own registry, so a hook fires on a client only for what that client registered; the simulation
 * gives each tab its own `SimHooks`.
 */
type HookFn = (...args: unknown[]) => unknown;
interface Entry {
  hook: string;
  id: number;
  fn: HookFn;
  once: boolean;
}

export class SimHooks {
  #events = new Map<string, Entry[]>();
  #ids = new Map<number, Entry>();
  #next = 1;
  /** Errors thrown by hooked functions: Foundry logs them and goes on. */
  readonly errors: { hook: string; error: unknown }[] = [];

  /** @foundry client/helpers/hooks.mjs:49-60 (on: appends an entry, returns its id) */
  on(hook: string, fn: HookFn, { once = false }: { once?: boolean } = {}): number {
    const entry: Entry = { hook, id: this.#next++, fn, once };
    this.#events.set(hook, [...(this.#events.get(hook) ?? []), entry]);
    this.#ids.set(entry.id, entry);
    return entry.id;
  }

  /** @foundry client/helpers/hooks.mjs:70-72 (once) */
  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  /** @foundry client/helpers/hooks.mjs:81-104 (off: by id or by function) */
  off(hook: string, fn: HookFn | number): void {
    const list = this.#events.get(hook) ?? [];
    const entry = typeof fn === "number" ? this.#ids.get(fn) : list.find((e) => e.fn === fn);
    if (!entry) return;
    this.#ids.delete(entry.id);
    this.#events.set(entry.hook, (this.#events.get(entry.hook) ?? []).filter((e) => e !== entry));
  }

  /** @foundry client/helpers/hooks.mjs:114-125 (callAll: every entry, return values ignored) */
  callAll(hook: string, ...args: unknown[]): true {
    for (const entry of [...(this.#events.get(hook) ?? [])]) this.#call(entry, args);
    return true;
  }

  /** @foundry client/helpers/hooks.mjs:138-150 (call: stops at the first entry returning false) */
  call(hook: string, ...args: unknown[]): boolean {
    for (const entry of [...(this.#events.get(hook) ?? [])]) if (this.#call(entry, args) === false) return false;
    return true;
  }

  /** @foundry client/helpers/hooks.mjs:158-170 (#call: a once entry is removed first; a throw is logged, not raised) */
  #call(entry: Entry, args: unknown[]): unknown {
    if (entry.once) this.off(entry.hook, entry.id);
    try {
      return entry.fn(...args);
    } catch (error) {
      this.errors.push({ hook: entry.hook, error });
      return undefined;
    }
  }

  /** @foundry client/helpers/hooks.mjs:182-190 (onError: logs, and notifies when asked) */
  onError(_location: string, error: unknown): void {
    this.errors.push({ hook: "error", error });
  }

  /** @sim the hooks this client has callbacks for (for tests) */
  names(): string[] {
    return [...this.#events].filter(([, entries]) => entries.length > 0).map(([hook]) => hook);
  }

  /** @sim how many callbacks a hook has on this client (for tests) */
  count(hook: string): number {
    return this.#events.get(hook)?.length ?? 0;
  }
}
