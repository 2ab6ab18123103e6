import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "selfsigned";
import { isStopping, onCleanup, withTimeout } from "./cli.ts";
import { freePort, root } from "./server-process.ts";

/**
 * nginx on loopback, for the bench and the audit: a static server of build/client, or the
 * reverse proxy docs/deploying.md puts in front of the app, with or without its page cache, over
 * plain HTTP or over TLS with HTTP/2 (as a visitor meets the deployed site).
 */

const LOOPBACK = "127.0.0.1";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const q = (value: string) => JSON.stringify(value);

/** The nginx binary, or undefined when it is not installed (`apt-get install -y nginx`). */
export function findNginx(): string | undefined {
  const candidates = [
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, "nginx")),
  ];
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** As root, nginx's workers switch user: pick one that exists (www-data, else nobody). */
function workerUser(): string {
  if (process.getuid?.() !== 0) return "";
  const passwd = existsSync("/etc/passwd") ? readFileSync("/etc/passwd", "utf8") : "";
  const group = existsSync("/etc/group") ? readFileSync("/etc/group", "utf8") : "";
  const has = (file: string, name: string) => new RegExp(`^${name}:`, "m").test(file);
  if (has(passwd, "www-data") && has(group, "www-data")) return "user www-data www-data;";
  if (has(passwd, "nobody")) return `user nobody ${has(group, "nogroup") ? "nogroup" : "nobody"};`;
  return "user root root;";
}

/** nginx 1.25.1 made HTTP/2 a directive of its own (`http2 on;`); earlier ones take `listen … http2`. */
function hasHttp2Directive(binary: string): boolean {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(
    spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr ?? "",
  );
  if (!version) return true;
  const [major, minor, patch] = version.slice(1).map(Number) as [number, number, number];
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

export interface TlsFiles {
  /** The certificate (PEM), for a client that trusts it alone. */
  cert: string;
  certFile: string;
  keyFile: string;
  /**
   * The base64 SHA-256 of the certificate's public key, for Chromium's
   * `--ignore-certificate-errors-spki-list`: it then trusts this one certificate like a real one
   * (the page is a secure context, Lighthouse's is-on-https passes), and no other.
   */
  spki: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, written into `dir`. */
async function selfSignedCertificate(dir: string): Promise<TlsFiles> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: "commonName", value: LOOPBACK }], {
    keyType: "ec",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 3_600_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: LOOPBACK },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  const spkiDer = createPublicKey(pems.cert).export({ type: "spki", format: "der" });
  return { cert: pems.cert, certFile, keyFile, spki: createHash("sha256").update(spkiDer).digest("base64") };
}

export interface NginxOptions {
  /** The app's URL: nginx proxies to it. Without one, nginx serves build/client as files. */
  upstream?: string;
  /** With an upstream: keep what the app's Cache-Control allows, as docs/deploying.md does. */
  cache?: boolean;
  /** Listen over TLS with HTTP/2, on a self-signed certificate made for the run. */
  tls?: boolean;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  dir: string;
  /** With `tls`: the certificate, and its key's hash for Chromium. */
  tls?: TlsFiles;
  stop: () => Promise<void>;
}

function staticServer(listen: string, clientDir: string): string {
  return `  server {
${listen}
    server_name localhost;
    root ${q(clientDir)};
    location / { try_files $uri $uri/index.html =404; }
  }`;
}

function proxyServer(listen: string, upstream: string, dir: string, cache: boolean): string {
  const cachePath = cache
    ? `  proxy_cache_path ${q(path.join(dir, "cache"))} levels=1:2 keys_zone=pages:10m max_size=100m inactive=10m use_temp_path=off;\n`
    : "";
  const cacheRules = cache
    ? `
      proxy_cache pages;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache $upstream_cache_status always;`
    : "";
  // $http_host keeps the port, so the app sees the origin the browser names (its same-origin
  // check compares them); on port 443 it is the same as docs/deploying.md's $host.
  return `${cachePath}  upstream app { server ${new URL(upstream).host}; keepalive 32; }
  server {
${listen}
    server_name localhost;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;${cacheRules}
    }
  }`;
}

/** Starts nginx on a free loopback port and waits until it answers. */
export async function startNginx(binary: string, options: NginxOptions = {}): Promise<RunningNginx> {
  if (isStopping()) throw new Error("interrupted");
  const { upstream, cache = false, tls: withTls = false } = options;
  const dir = mkdtempSync(path.join(tmpdir(), "rallyroom-nginx-"));
  mkdirSync(path.join(dir, "logs"));
  // The workers (www-data when run as root) read the certificate and write the cache and
  // temporary files.
  chmodSync(dir, 0o755);
  for (const folder of ["cache", "proxy"]) {
    mkdirSync(path.join(dir, folder));
    chmodSync(path.join(dir, folder), 0o777);
  }
  const tls = withTls ? await selfSignedCertificate(dir) : undefined;
  const port = await freePort();
  const listen = tls
    ? hasHttp2Directive(binary)
      ? `    listen ${LOOPBACK}:${port} ssl;\n    http2 on;`
      : `    listen ${LOOPBACK}:${port} ssl http2;`
    : `    listen ${LOOPBACK}:${port};`;
  const tlsRules = tls
    ? `  ssl_certificate ${q(tls.certFile)};\n  ssl_certificate_key ${q(tls.keyFile)};\n  ssl_protocols TLSv1.2 TLSv1.3;\n`
    : "";
  const clientDir = path.join(root, "build/client");
  const config = `# Generated by scripts/lib/nginx.ts, on loopback only.
${workerUser()}
worker_processes 1;
daemon off;
pid ${q(path.join(dir, "nginx.pid"))};
error_log ${q(path.join(dir, "error.log"))} warn;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    application/javascript js mjs;
    application/json json;
    application/manifest+json webmanifest;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    image/x-icon ico;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${q(path.join(dir, "client_body"))};
  proxy_temp_path ${q(path.join(dir, "proxy"))};
  fastcgi_temp_path ${q(path.join(dir, "fastcgi"))};
  uwsgi_temp_path ${q(path.join(dir, "uwsgi"))};
  scgi_temp_path ${q(path.join(dir, "scgi"))};
${tlsRules}  # Like the app: the build's gzip copy of a file when it has one (its prerendered pages and
  # hashed assets), else compression on the fly: gzip level 6, bodies of 1 KB and more. A
  # response the app compressed passes through as it is.
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_proxied any;
  gzip_types text/css application/javascript application/json application/manifest+json application/xml text/plain image/svg+xml;
${upstream ? proxyServer(listen, upstream, dir, cache) : staticServer(listen, clientDir)}
}
`;
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  let output = "";
  // Its own process group, so a stuck master and its workers can be killed together.
  const child = spawn(binary, ["-p", `${dir}/`, "-c", configFile], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      try {
        await withTimeout(exited, 5_000, "nginx shutdown");
      } catch {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);
  const url = `${tls ? "https" : "http"}://${LOOPBACK}:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(url, tls)) {
      return {
        url,
        process: child,
        dir,
        tls,
        stop: async () => {
          unregister();
          await stop();
        },
      };
    }
    await sleep(100);
  }
  unregister();
  await stop();
  throw new Error(`nginx did not start:\n${output}${errorLog()}`);
}

/** Whether nginx answers on `url` (over TLS: trusting only its own certificate). */
async function answers(url: string, tls: TlsFiles | undefined): Promise<boolean> {
  if (!tls) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return true;
    } catch {
      return false;
    }
  }
  return new Promise((resolve) => {
    const ask = https.request(url, { ca: tls.cert, method: "HEAD", timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    ask.on("timeout", () => ask.destroy());
    ask.on("error", () => resolve(false));
    ask.end();
  });
}
