/** The types of `netlify-redirector` (Netlify's redirect engine, as `netlify dev` runs it), which ships none: what the host-files test calls. */
declare module 'netlify-redirector' {
  /** A request as the engine reads it: the query without its `?`. */
  interface RedirectRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  /** The first rule that matches, with its target filled in. */
  interface RedirectMatch {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  interface RedirectMatcher {
    match(request: RedirectRequest): RedirectMatch | null;
  }
  const redirector: {
    /** Parses rules in the `_redirects` file's syntax. */
    parsePlain(rules: string, options: Record<string, unknown>): Promise<RedirectMatcher>;
  };
  export default redirector;
}
