import { data, Link } from "react-router";
import { container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const handle: PageHandle = { sitemap: false };

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname.slice(0, 300)}`);
  return data({ pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    path: loaderData?.pathname ?? "/",
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className={`${container} py-24 text-center`}>
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-4xl font-extrabold text-ink">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
