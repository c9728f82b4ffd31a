import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint, HttpMethod } from '@aspirant/contract/endpoint.ts';

const CONTRACT_SRC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contract/src',
);
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ContractEndpoint {
  /** `METHOD /path`, as the access matrix names its rows. */
  name: string;
  /** The contract file and export that declare it, for messages. */
  declaredAt: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Endpoint>;
  return (
    METHODS.includes(e.method as HttpMethod) &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof (e.response as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

/**
 * Every endpoint the contract declares, found by importing each module of packages/contract/src and keeping
 * every exported Endpoint: a new endpoint is covered by the security harness and the access matrix without
 * anyone listing it. Sorted by name.
 */
export async function contractEndpoints(): Promise<ContractEndpoint[]> {
  const files = readdirSync(CONTRACT_SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = new Map<string, ContractEndpoint>();
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(CONTRACT_SRC, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exportName, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      const name = `${value.method} ${value.path}`;
      if (!found.has(name)) found.set(name, { name, declaredAt: `${file} ${exportName}`, endpoint: value });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The `:name` parameters of an endpoint path, in order. */
export function pathParams(endpointPath: string): string[] {
  return [...endpointPath.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}
