/**
 * React, React DOM and Express choose their development or production code from
 * process.env.NODE_ENV when they are first loaded, which is before main.ts reads its settings:
 * `node server/main.ts` without NODE_ENV used to serve with React's development builds (about
 * twice the render time, extra warnings) although the server's own default is production.
 * main.ts imports this before anything else, so both agree: `--dev` means development, an
 * unset NODE_ENV means production, any other value is left for env.ts to validate.
 */
if (process.argv.includes("--dev")) process.env.NODE_ENV = "development";
else if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
