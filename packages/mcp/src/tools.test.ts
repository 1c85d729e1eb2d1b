import { NEARBY_LIMITS, SEARCH_LIMITS } from 'india-pincode-ifsc/client';
import { type LookupFunctions, OPERATIONS } from 'india-pincode-ifsc/operations';
import { describe, expect, it } from 'vitest';
import { callTool, listTools, TOOLS, toolOf } from './tools.js';

const limitOf = (name: string) => {
  const tool = listTools().find((candidate) => candidate.name === name)!;
  return (tool.inputSchema.properties as Record<string, { default?: number; maximum?: number }>).limit;
};

/** Functions that know one PIN code and nothing else, enough for the tools' own logic. */
const tiny = {
  pincode: (pin: string) => (pin === '110001' ? { pincode: pin, count: 2 } : null),
  states: () => Array.from({ length: 5 }, (_, i) => ({ name: `State ${i}`, district_count: 1, pincode_count: 1, post_office_count: 1 })),
} as unknown as LookupFunctions;

describe('the MCP tools', () => {
  it('are the operations of the table, in its order', () => {
    expect(TOOLS.map((tool) => tool.name)).toEqual(OPERATIONS.map((operation) => operation.tool));
  });

  it('default to and stop at the counts the API and the offline functions use', () => {
    // No schema maximum: more is taken as the maximum, as the API takes it, and the description says so.
    for (const [tool, limits] of [
      ['nearest_post_offices', NEARBY_LIMITS],
      ['search_post_offices', SEARCH_LIMITS],
    ] as const) {
      expect(limitOf(tool)).toMatchObject({ default: limits.defaultLimit, description: expect.stringContaining(`more is taken as ${limits.maxLimit}`) });
      expect(limitOf(tool)).not.toHaveProperty('maximum');
    }
  });

  it('answer a list a page at a time, with its total and the next offset', async () => {
    const page = await callTool('list_states', { limit: 2, offset: 1 }, tiny);
    expect(page.structured).toEqual({
      found: true,
      total: 5,
      offset: 1,
      result: [expect.objectContaining({ name: 'State 1' }), expect.objectContaining({ name: 'State 2' })],
    });
    expect(page.text.split('\n')).toEqual([
      'Items 2 to 3 of 5.',
      'State 1: 1 district, 1 PIN code, 1 post office',
      'State 2: 1 district, 1 PIN code, 1 post office',
      '(2 more: ask again with offset 3)',
    ]);
  });

  it('make a tool of an operation added to the table, with no other edit', async () => {
    const extra = {
      ...OPERATIONS[0]!,
      name: 'pincodeCount',
      tool: 'count_pincode_offices',
      command: 'pincode-count',
      call: async (f: LookupFunctions, args: Record<string, string | number>) => ({ offices: (await f.pincode(String(args.pincode)))?.count ?? 0 }),
      text: (answer: unknown) => `${(answer as { offices: number }).offices} offices`,
    };
    const tools = [...TOOLS, toolOf(extra)];
    expect(listTools(tools).at(-1)).toMatchObject({ name: 'count_pincode_offices', inputSchema: { required: ['pincode'] } });
    expect(await callTool('count_pincode_offices', { pincode: '110001' }, tiny, tools)).toEqual({
      structured: { found: true, result: { offices: 2 } },
      text: '2 offices',
    });
  });
});
