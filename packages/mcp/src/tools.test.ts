import { NEARBY_LIMITS, SEARCH_LIMITS } from 'india-pincode-ifsc/client';
import { describe, expect, it } from 'vitest';
import { listTools } from './tools.js';

const limitOf = (name: string) => {
  const tool = listTools().find((candidate) => candidate.name === name)!;
  return (tool.inputSchema.properties as Record<string, { default?: number; maximum?: number }>).limit;
};

describe('the MCP tools', () => {
  it('default to and stop at the counts the API and the offline functions use', () => {
    expect(limitOf('nearest_post_offices')).toMatchObject({ default: NEARBY_LIMITS.defaultLimit, maximum: NEARBY_LIMITS.maxLimit });
    expect(limitOf('search_post_offices')).toMatchObject({ default: SEARCH_LIMITS.defaultLimit, maximum: SEARCH_LIMITS.maxLimit });
  });
});
