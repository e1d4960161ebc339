import { expect } from "vitest";
import { RulesInputError } from "../../src/core/errors";

/** Asserts that `run` throws the core's RulesInputError with this code at this path. */
export function expectRulesError(run: () => unknown, code: string, path: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code} at ${path}`).toBeInstanceOf(RulesInputError);
  const error = caught as RulesInputError;
  expect({ code: error.code, path: error.path }).toEqual({ code, path });
}
