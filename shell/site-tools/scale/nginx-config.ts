import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEPLOY = path.join(REPO, 'docs/deploy');

export interface NginxSettings {
  /** Where nginx keeps its pid, logs, temp files and cache. */
  runtime: string;
  /** The site's port. */
  listen: number;
  /** The address nginx listens on: 127.0.0.1 here; `0.0.0.0` in a container. */
  host?: string;
  /** `host:port` of each instance of the shell's server. */
  instances: string[];
  /** The site's origin, allowed to load the sections. */
  siteOrigin: string;
  /** nginx worker processes: `auto` (one per core) in production. */
  workers?: number | 'auto';
  /** Each section's port and built `dist/`. */
  sections: { listen: number; root: string }[];
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** docs/deploy/nginx.conf with its placeholders filled: the file the docs show, as it runs. */
export function renderNginxConfig(settings: NginxSettings): string {
  const host = settings.host ?? '127.0.0.1';
  const section = readFileSync(path.join(DEPLOY, 'section-server.conf'), 'utf8');
  const config = fill(readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'), {
    RUNTIME: settings.runtime,
    WORKERS: String(settings.workers ?? 'auto'),
    LISTEN: `${host}:${String(settings.listen)}`,
    SITE_ORIGIN: settings.siteOrigin,
    SHELL_SERVERS: settings.instances
      .map((address) => `        server ${address} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    SECTION_SERVERS: settings.sections
      .map(({ listen, root }) =>
        fill(section, { SECTION_LISTEN: `${host}:${String(listen)}`, SECTION_ROOT: root }),
      )
      .join('\n'),
  });
  const left = /\{\{\w+\}\}/.exec(config);
  if (left) throw new Error(`nginx.conf: ${left[0]} was not filled in`);
  return config;
}
