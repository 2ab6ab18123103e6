import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobs, type Job } from "~/server/services/jobs.server";

/** A job whose runs are recorded and, while `hold` is set, wait until released. */
function probe(name: string, everyMs: number) {
  const starts: number[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const job: Job & { close: () => void } = {
    name,
    everyMs,
    close: vi.fn(),
    run: () => {
      starts.push(Date.now());
      if (!hold) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return {
    job,
    starts,
    holdRuns: () => {
      hold = true;
    },
    finish: () => {
      hold = false;
      release?.();
    },
  };
}

describe("the background loop", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs every job at start, then each at its own interval after its run ends", async () => {
    const fast = probe("fast", 100);
    const slow = probe("slow", 1000);
    const jobs = createJobs([fast.job, slow.job]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(1050);
    expect(fast.starts).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(slow.starts).toEqual([0, 1000]);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fast.starts).toHaveLength(11);
  });

  it("wakes a job at once, and once more right after a run that is under way", async () => {
    const outbox = probe("outbox", 5000);
    const jobs = createJobs([outbox.job]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(10);
    jobs.wake(outbox.job);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.starts).toEqual([0, 10]);
    // New work while a run is sending: no second run alongside it, one more as soon as it ends.
    await vi.advanceTimersByTimeAsync(20);
    outbox.holdRuns();
    jobs.wake(outbox.job);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.starts).toEqual([0, 10, 30]);
    jobs.wake(outbox.job);
    jobs.wake(outbox.job);
    await vi.advanceTimersByTimeAsync(100);
    expect(outbox.starts).toHaveLength(3);
    outbox.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.starts).toEqual([0, 10, 30, 130]);
    // Then the interval again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(outbox.starts).toEqual([0, 10, 30, 130, 5130]);
    await jobs.stop();
  });

  it("keeps a slow job from holding back another, and never runs one twice at a time", async () => {
    const outbox = probe("outbox", 100);
    const reminders = probe("reminders", 100);
    outbox.holdRuns();
    const jobs = createJobs([outbox.job, reminders.job]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(outbox.starts).toEqual([0]);
    expect(reminders.starts).toHaveLength(11);
    outbox.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(outbox.starts).toEqual([0, 1100]);
    await jobs.stop();
  });

  it("logs a failed run and tries again at the next interval", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const flaky: Job = {
      name: "Booking reminders",
      everyMs: 60_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("connection refused");
      },
    };
    const jobs = createJobs([flaky]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith("Booking reminders:", "connection refused");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
    await jobs.stop();
  });

  it("stops by waiting for the run under way, then closes each job", async () => {
    const outbox = probe("outbox", 100);
    outbox.holdRuns();
    const jobs = createJobs([outbox.job]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    expect(outbox.job.close).not.toHaveBeenCalled();
    outbox.finish();
    await stopping;
    expect(outbox.job.close).toHaveBeenCalledOnce();
    // Stopped: neither the interval nor a wake runs it again.
    jobs.wake(outbox.job);
    await vi.advanceTimersByTimeAsync(1000);
    expect(outbox.starts).toEqual([0]);
  });
});
