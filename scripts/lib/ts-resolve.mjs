// Lets Node run app modules that are written for the bundler: the `~/` alias resolves to `app/`,
// and an extensionless import (`./schema`, `~/server/db/client.server`) resolves to `.ts` or
// `/index.ts`. Used by CLI scripts that share server code with the app (staff:create); the app
// itself is bundled by Vite and needs none of this.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const appDir = new URL("../../app/", import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const aliased = specifier.startsWith("~/");
    if (
      (aliased || specifier.startsWith("./") || specifier.startsWith("../")) &&
      !/\.[cm]?[jt]sx?$/.test(specifier)
    ) {
      const base = aliased ? appDir : context.parentURL;
      const relative = aliased ? `./${specifier.slice(2)}` : specifier;
      for (const candidate of [`${relative}.ts`, `${relative}/index.ts`]) {
        const url = new URL(candidate, base);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
