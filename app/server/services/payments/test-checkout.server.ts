import { randomBytes } from "node:crypto";
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
} from "~/server/services/payments/provider.server";

export const TEST_SESSION_PREFIX = "cs_rrtest_";
export const TEST_SESSION_ID = /^cs_rrtest_[A-Za-z0-9]{24}$/;

/**
 * The built-in checkout used when no Stripe key is configured and the test checkout is turned
 * on: the session lives only in our database, and its page (/billing/test-checkout/:id) says
 * plainly that no money moves. Its page is on the origin of the success URL, which the deposits
 * service builds from the configured public origin (never from the request's Host).
 */
export function createTestCheckoutProvider(): PaymentProvider {
  return {
    name: "test",
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(18).toString("base64url").replace(/[-_]/g, "0").slice(0, 24)}`;
      const origin = new URL(request.successUrl).origin;
      return { sessionId, url: `${origin}/billing/test-checkout/${sessionId}` };
    },
    async refund(): Promise<{ refundId: string }> {
      return { refundId: `re_rrtest_${randomBytes(12).toString("hex")}` };
    },
  };
}
