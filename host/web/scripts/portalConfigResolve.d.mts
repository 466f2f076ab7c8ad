export declare const PORTAL_CONFIG_RESOLVE: {
  conditions: string[];
  mainFields: string[];
  noExternal: (string | RegExp)[];
};
