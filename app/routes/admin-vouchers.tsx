import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton } from "~/components/admin/admin-session";
import { ActionNotice, AdminTable, StatusBadge, td, UtcTime } from "~/components/admin/admin-ui";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { voucherStatus } from "~/server/services/voucher-admin.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-vouchers";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async () => {
  const { vouchers, voucherAdmin } = runtime();
  const now = new Date();
  const [remaining, claims] = await Promise.all([vouchers.remaining(now), voucherAdmin.list()]);
  return {
    remaining,
    slots: site.voucher.monthlySlots,
    claims: claims.map((claim) => ({
      code: claim.code,
      name: claim.name,
      email: claim.email,
      company: claim.company,
      claimMonth: claim.claimMonth,
      createdAt: claim.createdAt.toISOString(),
      expiresAt: claim.expiresAt.toISOString(),
      status: voucherStatus(claim, now),
    })),
  };
});

/** Revoke: POST with the CSRF token. The claim's slot (in its month) and its company's right to claim come back. */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const code = String(form.get("code") ?? "").trim();
  if (!code) return data({ ok: false, message: "Choose a voucher to revoke." }, { status: 400 });
  const revoked = await runtime().vouchers.revokeVoucher(code);
  if (!revoked) {
    return data(
      { ok: false, message: `Voucher ${code} does not exist or is already revoked.` },
      { status: 409 },
    );
  }
  return data({ ok: true, message: `Voucher ${code} is revoked; its slot is free again.` });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: vouchers",
    description: "First-event upgrade voucher claims.",
    path: "/admin/vouchers",
  });

export default function AdminVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { claims, remaining, slots } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Voucher claims</h1>
      <p className="mt-2 text-slate-800" data-testid="voucher-remaining">
        <strong>{remaining}</strong> of {slots} slots left this month (business time zone). Revoking a claim
        frees its slot in the month it was claimed.
      </p>
      <ActionNotice result={actionData} />
      {claims.length === 0 ? (
        <p className="mt-6 text-slate-700">No vouchers have been claimed yet.</p>
      ) : (
        <AdminTable
          label="Voucher claims"
          caption="Voucher claims, newest first"
          columns={["Code", "Name", "Email", "Company", "Claimed", "Expires", "Status", "Action"]}
        >
          {claims.map((claim) => (
            <tr key={claim.code} className="border-t border-slate-200" data-voucher-code={claim.code}>
              <th scope="row" className={`${td} font-mono font-semibold whitespace-nowrap text-ink`}>
                {claim.code}
              </th>
              <td className={td}>{claim.name}</td>
              <td className={`${td} min-w-40 wrap-anywhere`}>{claim.email}</td>
              <td className={td}>{claim.company}</td>
              <td className={`${td} min-w-28`}>
                <UtcTime iso={claim.createdAt} />
              </td>
              <td className={`${td} min-w-28`}>
                <UtcTime iso={claim.expiresAt} />
              </td>
              <td className={td}>
                <StatusBadge status={claim.status} />
              </td>
              <td className={td}>
                {claim.status === "revoked" ? (
                  "—"
                ) : (
                  <StaffButton
                    hiddenFields={{ code: claim.code }}
                    busy={busy}
                    label="Revoke"
                    detail={claim.code}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
