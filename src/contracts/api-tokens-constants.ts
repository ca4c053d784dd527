// The API tokens' zod-free constants (docs/product.md#api-tokens): the web app imports these values
// without pulling zod into its first load; api-tokens.ts re-exports them.

/** How many tokens one member may hold, and the longest expiry in days. */
export const MAX_API_TOKENS = 20;
export const MAX_API_TOKEN_DAYS = 365;
