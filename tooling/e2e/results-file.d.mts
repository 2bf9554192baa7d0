export declare const resultsFile: string;
