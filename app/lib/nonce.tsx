import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * What the host server knows about a request and the app needs: the CSP nonce for rendered
 * HTML and the client address (from X-Forwarded-For only behind a trusted proxy).
 * Prerendering runs without the host, so both are absent there.
 */
export interface RequestInfo {
  nonce?: string;
  clientIp?: string;
}

export const requestInfoContext = createContext<RequestInfo>({});

const NonceReactContext = createReactContext<string | undefined>(undefined);
export const NonceProvider = NonceReactContext.Provider;

/** The nonce while rendering on the server; undefined in the browser and when prerendering. */
export function useNonce(): string | undefined {
  return useContext(NonceReactContext);
}
