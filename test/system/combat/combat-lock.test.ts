import { expect, test } from "vitest";
import { withCombatLock } from "../../../src/system/combat/combat-lock";

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 1));

test("tasks of one combat run one after the other, in order", async () => {
  const log: string[] = [];
  const task = (name: string) => async () => {
    log.push(`${name}:start`);
    await tick();
    log.push(`${name}:end`);
    return name;
  };
  expect(await Promise.all([withCombatLock("c1", task("a")), withCombatLock("c1", task("b"))])).toEqual(["a", "b"]);
  expect(log).toEqual(["a:start", "a:end", "b:start", "b:end"]);
});

test("different combats do not wait for each other", async () => {
  const log: string[] = [];
  const slow = withCombatLock("c1", async () => {
    await tick();
    log.push("c1");
  });
  await withCombatLock("c2", async () => void log.push("c2"));
  await slow;
  expect(log).toEqual(["c2", "c1"]);
});

test("a failed task rejects its caller but does not block the next", async () => {
  const failed = withCombatLock("c3", () => Promise.reject(new Error("boom")));
  const next = withCombatLock("c3", () => Promise.resolve("ok"));
  await expect(failed).rejects.toThrow("boom");
  expect(await next).toBe("ok");
});
