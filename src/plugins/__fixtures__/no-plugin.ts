// A module with exports, none of them a plugin.
export const answer = 42;
