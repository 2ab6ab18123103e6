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
 * When a process started, in clock ticks since boot (Linux /proc); null where unknown. A pid
 * alone can be reused after a crash or a container restart: with the start time, a lock left by
 * a killed server is not mistaken for one held by whatever process got its pid since.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function holdsLock(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const actual = startTime ? startTimeOf(pid) : null;
  return !startTime || actual === null || actual === startTime;
}

/**
 * Two processes opening one PGlite folder corrupt it, and PGlite does not lock it itself.
 * A lock file holding the owner's pid and start time: a live owner refuses us, a dead one (or
 * a pid now used by another process) is taken over.
 * Returns the release function.
 */
export function acquireDirLock(dir: string): () => void {
  const file = join(dir, "rallyroom.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      const startTime = startTimeOf(process.pid);
      writeSync(fd, startTime ? `${process.pid}\n${startTime}\n` : String(process.pid));
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
      const [pidLine, startTime] = readFileSync(file, "utf8").split("\n");
      const owner = Number.parseInt(pidLine ?? "", 10);
      if (Number.isInteger(owner) && owner !== process.pid && holdsLock(owner, startTime || undefined)) {
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
