import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/** Links that once led nowhere, moved for good to the pages they meant. */
const moved: Record<string, string> = {
  "/about": "/about-us",
  "/book-demo": "/book-live-demo",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = moved[url.pathname.replace(/\/+$/, "")] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
