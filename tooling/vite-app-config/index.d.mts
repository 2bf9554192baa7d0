import type { UserConfig } from 'vite';
export declare function createAppViteConfig(options?: { port?: number }): UserConfig;
