import type { UserConfig } from 'vite';
export declare function createAppViteConfig(options?: { port?: number }): UserConfig;
export declare const contentSecurityPolicyDirectives: Record<string, string[]>;
export declare function contentSecurityPolicy(directives?: Record<string, string[]>): string;
