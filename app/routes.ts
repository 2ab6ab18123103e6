import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
// React Router loads this file itself, without the app's ~/ alias: hence the relative path.
import { type RouteRow, routeTable } from "./content/route-table.ts";

/** React Router's route config, made from the one route table (app/content/route-table.ts). */
function entry(row: RouteRow): RouteConfigEntry {
  const options = row.id ? { id: row.id } : {};
  if (row.index) return index(row.file, options);
  return route(row.path ?? "", row.file, options, row.children?.map(entry));
}

export default routeTable.map(entry) satisfies RouteConfig;
