import { describe, expect, test } from "vitest";
import { keptInZip, releaseUrls, repositoryUrl } from "../../scripts/release-urls";

describe("release URLs come from package.json's repository field", () => {
  test.each([
    ["git+https://github.com/fray-vtt/fray.git"],
    ["https://github.com/fray-vtt/fray"],
    ["git@github.com:fray-vtt/fray.git"],
    ["github:fray-vtt/fray"],
  ])("%s", (url) => {
    expect(repositoryUrl({ version: "1.2.3", repository: { url } })).toBe("https://github.com/fray-vtt/fray");
  });

  test("the manifest is the latest release's, the zip this version's", () => {
    expect(releaseUrls({ version: "1.2.3", repository: "github:o/r" })).toEqual({
      url: "https://github.com/o/r",
      manifest: "https://github.com/o/r/releases/latest/download/system.json",
      download: "https://github.com/o/r/releases/download/v1.2.3/fray-1.2.3.zip",
    });
  });

  test("no repository, or one that is not on GitHub, is an error at build time", () => {
    expect(() => releaseUrls({ version: "1" })).toThrow(/repository field/);
    expect(() => releaseUrls({ version: "1", repository: "https://example.org/x" })).toThrow(/not a GitHub repository/);
  });
});

describe("the zip leaves out what Foundry does not load", () => {
  test.each([
    ["fray.mjs", true],
    ["fray.mjs.map", false],
    ["packs/trauma/weapons/000005.ldb", true],
    ["packs/trauma/weapons/LOCK", false],
    ["packs/trauma/weapons/LOG", false],
    ["packs/trauma/weapons/LOG.old", false],
    ["packs/trauma/weapons/CURRENT", true],
    ["fray-0.1.0.zip", false],
  ])("%s kept: %s", (path, kept) => {
    expect(keptInZip(`/work/dist/${path}`)).toBe(kept);
  });
});
