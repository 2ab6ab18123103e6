import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { analyticsEvents } from "~/server/db/schema.server";
import { createAnalytics } from "~/server/services/analytics.server";
import { createTestDatabase, describeEachDatabase, drivers, migrationsFolder } from "../support/db";

describeEachDatabase("database", (get, driver) => {
  it("applies every migration, identically on both drivers", async () => {
    const { db } = get();
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names =
      (tables as unknown as { rows?: { table_name: string }[] }).rows ??
      (tables as unknown as { table_name: string }[]);
    expect(names.map((row) => row.table_name)).toContain("analytics_events");
    expect(get().driver).toBe(driver);
    expect(await get().ping()).toBe(true);
  });

  it("starts each test with an empty database", async () => {
    const { db } = get();
    expect(await db.$count(analyticsEvents)).toBe(0);
    await db.insert(analyticsEvents).values({ name: "page_view", path: "/" });
    expect(await db.$count(analyticsEvents)).toBe(1);
  });

  it("stores a valid analytics event without the IP address", async () => {
    const analytics = createAnalytics(get().db, "test-salt");
    const result = await analytics.record(
      {
        name: "quiz_completed",
        props: { team_size: "13–30", vibe: "creative,chill", budget: "$36-$50" },
        path: "/quiz",
      },
      { ip: "203.0.113.9", userAgent: "test-agent" },
    );
    expect(result).toEqual({ ok: true });
    const [row] = await get().db.select().from(analyticsEvents);
    expect(row).toMatchObject({ name: "quiz_completed", path: "/quiz", props: { team_size: "13–30" } });
    expect(JSON.stringify(row)).not.toContain("203.0.113.9");
    expect(row?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("refuses invalid analytics events and stores nothing", async () => {
    const analytics = createAnalytics(get().db, "test-salt");
    const bad: unknown[] = [
      null,
      "page_view",
      { name: "drop_tables", path: "/" },
      { name: "page_view" },
      { name: "page_view", path: "no-slash" },
      { name: "page_view", path: "/", props: { "Bad Key": 1 } },
      { name: "page_view", path: "/", props: { nested: { a: 1 } } },
      {
        name: "page_view",
        path: "/",
        props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
      },
      { name: "page_view", path: `/${"x".repeat(400)}` },
    ];
    for (const input of bad) {
      const result = await analytics.record(input, { ip: "127.0.0.1", userAgent: "" });
      expect(result.ok, JSON.stringify(input)?.slice(0, 80)).toBe(false);
    }
    expect(await get().db.$count(analyticsEvents)).toBe(0);
  });
});

describe("embedded database folder", () => {
  it("is created if missing, survives a restart and is locked against a second process", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "rallyroom-db-"));
    const dataDir = path.join(parent, "nested", "data");
    try {
      const first = await openDatabase({ dataDir, migrationsFolder });
      await first.db.insert(analyticsEvents).values({ name: "page_view", path: "/kept" });
      expect(readFileSync(path.join(dataDir, "rallyroom.lock"), "utf8")).toMatch(
        new RegExp(`^${process.pid}\n\\d+\n$`),
      );

      // Another live process holds the lock: opening must fail with a clear message.
      const { spawn } = await import("node:child_process");
      const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
      await first.close();
      const { writeFileSync } = await import("node:fs");
      writeFileSync(path.join(dataDir, "rallyroom.lock"), String(holder.pid));
      await expect(openDatabase({ dataDir, migrationsFolder })).rejects.toThrow(/in use by process/);
      holder.kill();
      await new Promise((resolve) => holder.once("exit", resolve));

      // A lock naming a live pid with another start time was left by a process that is gone (the
      // pid has been reused since): it is taken over.
      writeFileSync(path.join(dataDir, "rallyroom.lock"), `${process.ppid}\n1\n`);
      const reused = await openDatabase({ dataDir, migrationsFolder });
      await reused.close();

      // The holder is gone: its stale lock is taken over and the data is still there.
      const second = await openDatabase({ dataDir, migrationsFolder });
      const rows = await second.db.select().from(analyticsEvents);
      expect(rows.map((row) => row.path)).toEqual(["/kept"]);
      await second.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe.runIf(drivers.includes("postgres"))("both drivers", () => {
  it("end up with the same tables, columns and indexes", async () => {
    const describeSchema = async (driver: "pglite" | "postgres") => {
      const database = await createTestDatabase(driver);
      try {
        const result = await database.db.execute(sql`
          select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
          from information_schema.columns where table_schema = 'public'
          union all
          select 'index ' || indexname || ' ' || indexdef from pg_indexes where schemaname = 'public'
          order by 1`);
        const rows =
          (result as unknown as { rows?: { line: string }[] }).rows ??
          (result as unknown as { line: string }[]);
        return rows.map((row) => row.line);
      } finally {
        await database.close();
      }
    };
    const embedded = await describeSchema("pglite");
    expect(embedded.length).toBeGreaterThan(0);
    expect(await describeSchema("postgres")).toEqual(embedded);
  });
});
