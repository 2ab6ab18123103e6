// Every entry point (the server, each script) imports or runs this first: Rallyroom needs Node 24 LTS (type stripping,
// the stable APIs it relies on). A run on another major fails loudly instead of subtly.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `Rallyroom needs Node.js 24 LTS, but this is Node ${process.versions.node}.\n` +
      "Run it through npm (npm start, npm test): npm uses the Node 24 pinned in devDependencies.",
  );
  process.exit(1);
}
