import type { PluginOption } from 'vite';

type RouteMatch = { url: URL; request: Request };
export declare const MAX_PRECACHED_FILE_BYTES: number;
export declare const STORED_AT_HEADER: string;
export declare function isPublicHubRead(options: RouteMatch): boolean;
export declare function isHubImage(options: RouteMatch): boolean;
export declare function isRuntimeConfig(options: RouteMatch & { sameOrigin: boolean }): boolean;
export declare function keepAnonymousAnswersStamped(options: { request: Request; response: Response }): Promise<Response | null>;
export declare function serviceWorkerPlugin(): PluginOption[];
