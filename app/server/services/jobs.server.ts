/**
 * The one background loop of an app server (decision 049): the outbox delivery, the booking
 * reminders and the rate-limit pruning are jobs registered here, and a single timer runs each
 * when it is due. A job never overlaps itself; different jobs run side by side, so a slow SMTP
 * server does not hold back the reminders. A failed run is logged and retried at the next
 * interval (the database may be briefly unreachable).
 */
export interface Job {
  /** Names the job in the log. */
  name: string;
  /** The pause between the end of one run and the start of the next. */
  everyMs: number;
  run(): Promise<unknown>;
  /** Releases what the job holds (an SMTP connection) once the loop has stopped. */
  close?(): void;
}

export interface Jobs {
  /** Runs every job at once, then each at its interval. */
  start(): void;
  /** Runs a job as soon as possible (new work queued); a job that is running runs again after. */
  wake(job: Job): void;
  /** Stops the timer, waits for the runs under way, then closes the jobs. */
  stop(): Promise<void>;
}

export function createJobs(jobs: readonly Job[]): Jobs {
  const state = new Map(
    jobs.map((job) => [job, { dueAt: 0, running: undefined as Promise<void> | undefined, again: false }]),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;

  /** One timer, set for the job due first among those not running. */
  function schedule() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    let next = Number.POSITIVE_INFINITY;
    for (const entry of state.values()) if (!entry.running) next = Math.min(next, entry.dueAt);
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(tick, Math.max(0, next - Date.now()));
    timer.unref?.();
  }

  function tick() {
    timer = undefined;
    const now = Date.now();
    for (const [job, entry] of state) if (!entry.running && entry.dueAt <= now) launch(job);
    schedule();
  }

  function launch(job: Job) {
    const entry = state.get(job);
    if (!entry) return;
    entry.running = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (error: unknown) => {
          console.error(`${job.name}:`, error instanceof Error ? error.message : error);
        },
      )
      .finally(() => {
        entry.running = undefined;
        entry.dueAt = entry.again ? Date.now() : Date.now() + job.everyMs;
        entry.again = false;
        schedule();
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      for (const entry of state.values()) entry.dueAt = Date.now();
      schedule();
    },
    wake(job) {
      const entry = state.get(job);
      if (stopped || !entry) return;
      if (entry.running) {
        entry.again = true;
        return;
      }
      entry.dueAt = Date.now();
      schedule();
    },
    async stop() {
      stopped = true;
      schedule();
      await Promise.all([...state.values()].map((entry) => entry.running));
      for (const job of jobs) job.close?.();
    },
  };
}
