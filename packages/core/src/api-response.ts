/** What every response builder returns: an HTTP status and a JSON-ready body. */
export interface ApiResponse<Body = unknown> {
  readonly status: number;
  readonly body: Body;
}
