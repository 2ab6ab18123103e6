import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { getBrowser } from "../support/browser";
import { startSmtp, waitFor } from "../support/smtp";
import { createStaffInDataDir, testStaff } from "../support/staff";

/**
 * An email that could not be sent (the SMTP server was down) is marked failed; once the server
 * is back, staff retry it from /admin/outbox and it is delivered. This suite runs its own
 * production server, pointed at an SMTP port where nothing listens yet.
 */
describe("staff retry a failed email from the outbox in Chromium", () => {
  let server: RunningServer;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startProductionServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_MAX_ATTEMPTS: "1",
        OUTBOX_POLL_MS: "200",
      },
      { prepare: createStaffInDataDir },
    );
  });

  afterAll(async () => {
    await smtp?.stop();
    await server?.stop();
  });

  it("fails while SMTP is down, then delivers on Retry", async () => {
    const context = await (await getBrowser()).newContext({ baseURL: server.url });
    const page = await context.newPage();
    const email = `retry-${Date.now().toString(36)}@northwind-e2e.example`;
    try {
      const sent = await page.request.post("/api/contact", {
        headers: { Origin: server.url },
        data: { name: "Rita Retry", email, message: "Please call me back about a quiz night." },
      });
      expect(sent.status()).toBeLessThan(300);

      await page.goto("/admin/outbox?status=failed");
      await page.getByLabel("Email").fill(testStaff.email);
      await page.getByLabel("Password").fill(testStaff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin\/outbox\?status=failed$/);
      const receipt = page
        .locator("tr[data-outbox-id]")
        .filter({ hasText: email })
        .filter({ hasText: "We received your message" });
      // The worker tries once (OUTBOX_MAX_ATTEMPTS=1), finds no SMTP server and marks it failed.
      await expect
        .poll(
          async () => {
            await page.reload();
            return receipt.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      expect(await receipt.locator("[data-status]").getAttribute("data-status")).toBe("failed");

      smtp = await startSmtp(smtpPort);
      await receipt.getByRole("button", { name: /^Retry/ }).click();
      await waitFor(() => smtp?.received.some((mail) => mail.to.includes(email)) ?? false, 20_000);
      const delivered = smtp.received.find((mail) => mail.to.includes(email));
      expect(delivered?.raw).toContain("We received your message");

      await page.goto("/admin/outbox?status=sent");
      await expect.poll(() => receipt.count(), { timeout: 10_000 }).toBe(1);
      expect(await receipt.locator("[data-status]").getAttribute("data-status")).toBe("sent");
    } finally {
      await context.close();
    }
  });
});
