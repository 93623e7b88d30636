/** A route's words in the OpenAPI document (/api/openapi.json, browsable at /api/docs). */
export type RouteDoc = { summary: string; description?: string };
