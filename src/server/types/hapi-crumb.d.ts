// @hapi/crumb ships no typings; this is the part of its API AlphaWire uses.
declare module '@hapi/crumb' {
  import type { Plugin } from '@hapi/hapi';

  const crumb: Plugin<{
    restful?: boolean;
    headerName?: string;
    cookieOptions?: Record<string, unknown>;
  }>;
  export default crumb;
}
