import { redirect } from "react-router";
import { movedPaths } from "~/content/route-table";
import type { Route } from "./+types/redirect";

/** Links that once led nowhere, moved for good to the pages they meant (the route table's `movedTo`). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = movedPaths[url.pathname.replace(/\/+$/, "")] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
