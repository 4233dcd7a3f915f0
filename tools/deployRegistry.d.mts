/** See deployRegistry.mjs: deploy/registry.json as the release tools and the server read and change it. */
export interface RegistryFile {
  apps: Record<string, { live: string | null; history: string[]; candidates?: string[]; rolledBack?: string[] }>;
}

export const apps: readonly string[];
export const BUILD_INFO: string;
export function appFolder(app: string): string;
export function serverFolder(app: string, version: string): string;
export function assertApp(app: string): void;
export function readRegistry(dir: string): Promise<RegistryFile>;
export function writeRegistry(dir: string, registry: RegistryFile): Promise<void>;
export function withRegistryLock<T>(dir: string, work: () => Promise<T>): Promise<T>;
export function builtContracts(dir: string, app: string, version: string): Promise<string | null>;
export function builtAt(dir: string, app: string, version: string): Promise<string | null>;
export class ContractsMismatchError extends Error {}
export function assertContractsCompatible(dir: string, liveVersions: Record<string, string | null>): Promise<void>;
export function liveVersionsOf(registry: RegistryFile): Record<string, string | null>;
export function promoteVersion(dir: string, app: string, version: string): Promise<string | null>;
