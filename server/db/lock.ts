import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes opening one PGlite folder corrupt it, and PGlite does not lock it itself.
 * A lock file holding the owner's pid: a live owner refuses us, a dead one is taken over.
 * Returns the release function.
 */
export function acquireDirLock(dir: string): () => void {
  const file = join(dir, "rallyroom.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database folder ${dir} is in use by process ${owner}. ` +
            "Stop that process, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dir}.`);
}
