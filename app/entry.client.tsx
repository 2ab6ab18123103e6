import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberEarlyInput } from "~/lib/early-input";

// What the visitor picked before the scripts arrived is applied once hydrated (the root).
rememberEarlyInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
