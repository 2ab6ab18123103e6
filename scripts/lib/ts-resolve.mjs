// Lets Node run server modules that are written for the bundler: an extensionless relative
// import (`./schema`) resolves to `./schema.ts` or `./schema/index.ts`. Used by CLI scripts that
// share code with the app (staff:create); the app itself is bundled by Vite and needs none of this.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier.startsWith("./") || specifier.startsWith("../")) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        const url = new URL(candidate, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(candidate, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
