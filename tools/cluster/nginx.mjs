// The cluster's reverse proxy: Debian's nginx on PORT, spreading requests over the API nodes.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstExisting, run, startProcess, waitForPort } from './processes.mjs';

/**
 * nginx.conf for one machine. What it does, and why:
 * - Round robin over the nodes. A node that refuses the connection, or answers 502/503/504, is skipped for the next
 *   (`proxy_next_upstream`) for five seconds; a POST goes on to the next node only if the first never got it, as a
 *   node that died while handling it may have done the work. Photo uploads and /cdn/ answer 503 themselves while the
 *   object store is down: those pass through and leave the node in the round.
 * - WebSocket upgrades pass through (the chat's live socket), held open for as long as the node keeps them.
 * - The deploy folders (/shell/, /remotes/) are immutable: nginx keeps each file the nodes served once in its own cache
 *   and serves it from there after, per encoding; the nodes still decide what may be served at all (developer
 *   modules are not, in production).
 * - X-Forwarded-For carries the client's address: the nodes trust one proxy hop (TRUST_PROXY), so rate limits count
 *   the client, not the proxy.
 * @param {{ port: number, nodePorts: number[], folder: string }} options
 */
function configuration({ port, nodePorts, folder }) {
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  return `${user}
worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  # Uploads: a photo is at most 10 MB (the API refuses larger ones itself, with its own message).
  client_max_body_size 12m;
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=builds:10m max_size=1g inactive=30d use_temp_path=off;

  upstream api {
${nodePorts.map((nodePort) => `    server 127.0.0.1:${nodePort} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  # The build files come as Brotli, gzip or plain: one cached copy per encoding.
  map $http_accept_encoding $build_encoding {
    default identity;
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
  }

  server {
    listen 127.0.0.1:${port};${
      hasIpv6Loopback()
        ? `
    listen [::1]:${port};`
        : ''
    }
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_read_timeout 1h;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;

    location / {
      proxy_pass http://api;
    }
    # A node answers 503 here when the object store is down: the store's fault, which every node shares. The answer
    # goes to the client as it is; counted against the node, it would take every node out of the round.
    location ~ ^/(cdn/|api/profileimage\\.php$) {
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502 http_504;
    }
    location ~ ^/(shell|remotes)/ {
      proxy_pass http://api;
      proxy_cache builds;
      proxy_cache_key $request_uri|$build_encoding;
      proxy_cache_valid 200 30d;
      proxy_cache_lock on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
}

/** Browsers try ::1 for localhost first; a machine without IPv6 would refuse nginx the address. */
const hasIpv6Loopback = () =>
  Object.values(os.networkInterfaces()).some((addresses) => addresses?.some((entry) => entry.address === '::1'));

/**
 * Writes the configuration under DATA_DIR/nginx, checks it (nginx -t) and starts nginx in the foreground.
 * @param {{ dataDir: string, port: number, nodePorts: number[] }} options
 */
export async function startNginx({ dataDir, port, nodePorts }) {
  const binary = firstExisting('/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx');
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  const folder = path.join(dataDir, 'nginx');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'nginx.conf');
  writeFileSync(file, configuration({ port, nodePorts, folder }));
  const args = ['-p', folder, '-e', 'stderr', '-c', file];
  run(binary, [...args, '-t', '-q']);
  const server = startProcess('nginx', binary, [...args, '-g', 'daemon off;']);
  await waitForPort(port);
  return { server, file };
}
