// Test kit for plugin authors (filled in by the test-kit work).
export {};
