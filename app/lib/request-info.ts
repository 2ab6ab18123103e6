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
