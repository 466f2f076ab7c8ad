// Placeholder: the web plugin is written by the web engineer, who owns this file.
export {};
