import { createContext, useContext } from "react";

const NonceReactContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceReactContext.Provider;

/** The CSP nonce while rendering on the server; undefined in the browser and when prerendering. */
export function useNonce(): string | undefined {
  return useContext(NonceReactContext);
}
