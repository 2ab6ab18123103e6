import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton, StaffForm } from "~/components/admin/admin-session";
import { ActionNotice, AdminTable, td, UtcTime } from "~/components/admin/admin-ui";
import { TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { DEVICE_IDLE_MS, deviceId } from "~/server/services/staff-devices.server";
import { otpauthQrSvg, otpauthUrl } from "~/server/services/totp.server";
import {
  clearStaffDeviceCookie,
  requireStaffPost,
  staffDeviceToken,
  staffPageLoader,
} from "~/server/staff-http.server";
import type { Route } from "./+types/admin-security";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs, session) => {
  const secret = session.staff.totpEnabledAt ? null : await runtime().staff.pendingTotp(session.staff.id);
  const url = secret ? otpauthUrl(secret, session.staff.email, site.name) : null;
  const devices = await runtime().staff.devices.list(session.staff.id, await staffDeviceToken(request));
  return {
    enabled: Boolean(session.staff.totpEnabledAt),
    pending: secret && url ? { secret, url, qrSvg: await otpauthQrSvg(url) } : null,
    devices: devices.map((device) => ({
      id: device.id,
      createdAt: device.createdAt.toISOString(),
      lastUsedAt: device.lastUsedAt.toISOString(),
      current: device.current,
    })),
    deviceDays: Math.round(DEVICE_IDLE_MS / 86_400_000),
  };
});

/** The two intents a current code must prove: the staff service's check, and what it did. */
const codeIntents = {
  confirm: { check: "confirmTotp", done: "Authenticator on: sign-in now asks for a code." },
  disable: { check: "disableTotp", done: "Authenticator off." },
} as const;

/**
 * Revokes one of the staff member's devices (`id`) or all of them; revoking this browser's
 * device clears its cookie too.
 */
async function revokeDevices(request: Request, staffId: string, id: string | null) {
  const { staff } = runtime();
  const token = await staffDeviceToken(request);
  const thisBrowser = token !== null && (id === null || id === deviceId(token));
  const headers = new Headers();
  if (thisBrowser) headers.append("Set-Cookie", await clearStaffDeviceCookie(request));
  if (id === null) {
    const count = await staff.devices.revokeAll(staffId);
    const message = `Revoked ${count} ${count === 1 ? "device" : "devices"}. A browser is recorded again when it next signs in.`;
    return data({ ok: true, message }, { headers });
  }
  return (await staff.devices.revoke(staffId, id))
    ? data({ ok: true, message: "Device revoked." }, { headers })
    : data({ ok: false, message: "That device is not on your list any more." }, { status: 404, headers });
}

/**
 * TOTP enrolment: start (new secret), confirm (a code proves the app has it), disable. Devices:
 * revoke one, or revoke all.
 */
export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request);
  const { staff } = runtime();
  const intent = form.get("intent");
  const code = String(form.get("code") ?? "");
  if (intent === "revoke") {
    const id = form.get("id");
    if (typeof id !== "string" || id === "" || id.length > 100)
      return data({ ok: false, message: "Choose a device to revoke." }, { status: 400 });
    return revokeDevices(request, session.staff.id, id);
  }
  if (intent === "revoke-all") return revokeDevices(request, session.staff.id, null);
  if (intent === "start") {
    if (session.staff.totpEnabledAt)
      return data({ ok: false, message: "The authenticator is already on." }, { status: 409 });
    await staff.startTotp(session.staff.id, session.staff.email, site.name);
    return data({
      ok: true,
      message: "Add the secret below to your authenticator app, then confirm with the code it shows.",
    });
  }
  if (intent === "confirm" || intent === "disable") {
    const { check, done } = codeIntents[intent];
    return (await staff[check](session.staff.id, code))
      ? data({ ok: true, message: done })
      : data(
          { ok: false, message: "That code is not correct. Enter the current 6-digit code." },
          { status: 400 },
        );
  }
  return data({ ok: false, message: "Choose an action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: security",
    description: "Two-step sign-in and the devices you signed in from.",
    path: "/admin/security",
  });

function CodeForm({ intent, label }: { intent: "confirm" | "disable"; label: string }) {
  return (
    <StaffForm
      className="mt-4 flex max-w-md flex-col gap-4"
      hiddenFields={{ intent }}
      submit={{ label, className: buttonStyles.primary }}
    >
      <TextField
        id={`totp-${intent}`}
        name="code"
        label="Current 6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
      />
    </StaffForm>
  );
}

/** The browsers the staff member signed in from, each with its Revoke button, then Revoke all. */
function Devices({
  devices,
  days,
}: {
  devices: Route.ComponentProps["loaderData"]["devices"];
  days: number;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold text-ink">Devices</h2>
      <p className="mt-2 max-w-prose text-slate-700">
        Browsers you signed in from in the last {days} days. Sign-ins from them meet a looser limit when
        strangers guess at your account. Revoke any you do not recognise or no longer use; signing out forgets
        this browser.
      </p>
      {devices.length === 0 ? (
        <p className="mt-4 text-slate-700">No devices: your next sign-in records this browser.</p>
      ) : (
        <>
          <AdminTable
            label="Devices"
            caption="Devices you signed in from, most recently used first"
            columns={["Device", "First sign-in", "Last sign-in", "Action"]}
          >
            {devices.map((device, index) => (
              <tr key={device.id} className="border-t border-slate-200" data-device-id={device.id}>
                <td className={td}>{device.current ? "This browser" : `Device ${index + 1}`}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <UtcTime iso={device.createdAt} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <UtcTime iso={device.lastUsedAt} />
                </td>
                <td className={td}>
                  <StaffButton
                    hiddenFields={{ intent: "revoke", id: device.id }}
                    busy={busy}
                    label="Revoke"
                    detail={device.current ? "this browser" : `device ${index + 1}`}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
          <StaffForm
            className="mt-4"
            hiddenFields={{ intent: "revoke-all" }}
            disabled={busy}
            submit={{ label: "Revoke all devices", className: buttonStyles.secondary }}
          />
        </>
      )}
    </>
  );
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Security</h1>
      <ActionNotice result={actionData} className="mt-4" />
      <h2 className="mt-6 text-xl font-semibold text-ink">Authenticator app (TOTP)</h2>
      {loaderData.enabled ? (
        <>
          <p className="mt-4 text-ink">On: signing in asks for a code from your app.</p>
          <CodeForm intent="disable" label="Turn off" />
        </>
      ) : loaderData.pending ? (
        <>
          <p className="mt-4 text-ink">
            Scan the QR code with your authenticator app, or enter the secret or the setup link:
          </p>
          <div
            role="img"
            aria-label="QR code of the authenticator setup link"
            className="mt-4 h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-300 [&_svg]:h-full [&_svg]:w-full"
            // SVG markup drawn by the qrcode library from our own setup link: no user input in it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: library-generated SVG of our own URL
            dangerouslySetInnerHTML={{ __html: loaderData.pending.qrSvg }}
          />
          <dl className="mt-4 grid gap-2 text-ink">
            <dt className="font-medium">Secret</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 wrap-anywhere ring-1 ring-slate-300">
                {loaderData.pending.secret}
              </code>
            </dd>
            <dt className="font-medium">Setup link</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 wrap-anywhere ring-1 ring-slate-300">
                {loaderData.pending.url}
              </code>
            </dd>
          </dl>
          <CodeForm intent="confirm" label="Confirm and turn on" />
        </>
      ) : (
        <StaffForm
          className="mt-4"
          hiddenFields={{ intent: "start" }}
          submit={{ label: "Set up an authenticator app", className: `${buttonStyles.primary} mt-4` }}
        >
          <p className="text-ink">Off: signing in needs only your password.</p>
        </StaffForm>
      )}
      <Devices devices={loaderData.devices} days={loaderData.deviceDays} />
    </>
  );
}
