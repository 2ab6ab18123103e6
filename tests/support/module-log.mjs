// Loaded with `node --import` into a spawned server: appends the URL of every module the
// process loads (ESM and CommonJS) to the file named by RR_MODULE_LOG, one per line.
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.RR_MODULE_LOG;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
