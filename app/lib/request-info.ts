import { createContext } from "react-router";

/**
 * What the host server knows about a request and the app needs: the CSP nonce for rendered
 * HTML and the client address (from X-Forwarded-For only behind a trusted proxy).
 * Prerendering runs without the host, so both are absent there.
 */
export interface RequestInfo {
  nonce?: string;
  clientIp?: string;
  /** Set by the host when the render cache missed: the render may be stored under it. */
  renderTicket?: RenderTicket;
}

/** A render cache miss: the URL key, and the cache's invalidation count when the request came. */
export interface RenderTicket {
  key: string;
  epoch: number;
}

export const requestInfoContext = createContext<RequestInfo>({});
