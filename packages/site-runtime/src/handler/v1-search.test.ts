import {
  buildPincodeDataset,
  DataReport,
  type PincodeSourceRow,
  TERM_SHARDS_FORMAT,
  type V1Search,
  type V1SearchItem,
  v1SearchBody,
  v1SearchResponse,
} from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { FILES, fillPattern } from '../routes.js';
import { SITE_KINDS } from '../site-kinds.js';
import { testSiteData } from '../testing/site-data.js';
import { renderedSiteFiles } from './rendered-site-files.js';
import { createSiteReader } from './site-reader.js';
import { storedTotal, v1Search } from './v1-search.js';

describe('storedTotal', () => {
  it('reads the total from the start of a prefix file as the generator writes it, whatever the query holds', () => {
    for (const [query, total] of [
      ['co', 145],
      ['a"b\\c', 0],
      ['नई दिल्ली', 12_345],
      ['x'.repeat(300), 101],
    ] as const) {
      const text = JSON.stringify(v1SearchBody(query, total, []));
      expect(storedTotal(text), query).toBe(total);
      expect(storedTotal(new TextDecoder().decode(new TextEncoder().encode(text).subarray(0, 1024))), query).toBe(total);
    }
  });

  it('gives null for a text that does not start as a prefix file, so that the file is parsed', () => {
    for (const text of [
      '',
      '{"status":"success"',
      '{"total":3}',
      '{"status":"error","query":"co","total":1,',
      '{"status":"success","query":"co","count":1,"total":1,',
    ])
      expect(storedTotal(text), text).toBeNull();
  });
});

describe('v1Search: a stored answer (a split key, an alias word)', () => {
  const offices = Array.from({ length: 12 }, (_, i) => ({ name: `Ka ${i}`, pincode: '110001', match: 'prefix' }) as unknown as V1SearchItem);
  const answerPath = fillPattern(FILES.v1SearchAnswers, { key: 'ka' });
  /** Whether a path is a stored answer's, of any word. */
  const isStoredAnswer = (path: string) => path.startsWith(fillPattern(FILES.v1SearchAnswers, { key: '' }).replace(/\.json$/, ''));
  /** A site of the term keys (`ka` split) and the stored answer of `ka`, recording what is read; no other file. */
  const site = (stored: boolean) => {
    const read: string[] = [];
    const files: Record<string, unknown> = {
      [FILES.v1SearchTermKeys]: { ...TERM_SHARDS_FORMAT, keys: ['ka', 'kaa'], split: ['ka'], likely: {} },
      ...(stored ? { [answerPath]: v1SearchBody('ka', 345, offices) } : {}),
    };
    return {
      read,
      readJson: async <T>(path: string) => {
        read.push(path);
        return (files[path] ?? null) as T | null;
      },
      readHead: async () => null,
    };
  };

  it('answers a query that is one split key, in any case and spacing, from its stored answer cut to the limit', async () => {
    for (const [q, limit, count] of [
      ['ka', '5', 5],
      [' KA  ', null, 10],
      ['Ka', '100', 12],
    ] as const) {
      const answer = await v1Search(site(true), q, limit);
      expect(answer, q).toEqual({ status: 200, body: v1SearchBody(q.trim(), 345, offices.slice(0, count)) });
    }
  });

  it('answers a query that is one word of an alias from its stored answer too', async () => {
    const bombay = fillPattern(FILES.v1SearchAnswers, { key: 'bombay' });
    const files = site(true);
    const read = files.readJson;
    files.readJson = async <T>(path: string) => (path === bombay ? (v1SearchBody('bombay', 2, offices.slice(0, 2)) as T) : read<T>(path));
    expect(await v1Search(files, ' Bombay ', '1')).toEqual({ status: 200, body: v1SearchBody('Bombay', 2, offices.slice(0, 1)) });
    expect(files.read).not.toContain(fillPattern(FILES.v1SearchTerms, { key: 'bo' }));
  });

  it('never asks for a stored answer for other queries, and searches where the site has none', async () => {
    for (const q of ['kaa', 'ka nagar', 'ka.', 'kx', 'bombay gpo', 'bombayx']) {
      const files = site(true);
      await v1Search(files, q, '5');
      expect(files.read.filter(isStoredAnswer), q).toEqual([]);
    }
    // No stored answer (a static build): the search runs, here over a site without prefix files or term shards.
    const files = site(false);
    expect(await v1Search(files, 'ka', '5')).toEqual({ status: 200, body: v1SearchBody('ka', 0, []) });
    expect(files.read).toEqual(expect.arrayContaining([answerPath, fillPattern(FILES.v1SearchTerms, { key: 'ka' })]));
  });
});

describe('v1Search over a rendered site', () => {
  /** Names that start one another, spread over PIN codes, with words in other orders: `Ram Nagar 3` lies in the PIN code of its number. */
  const rows = Array.from({ length: 120 }, (_, i): PincodeSourceRow => {
    const name = [`Ram Nagar ${i}`, `Nagar Ram ${i}`, `Ramgarh ${i}`, `Jaipur Road ${i}`][i % 4]!;
    return {
      line: i + 2,
      circlename: 'Delhi Circle',
      regionname: 'Delhi Region',
      divisionname: 'Central Division',
      officename: i % 8 < 4 ? name : `${name} B.O`,
      pincode: String(110001 + (i % 4 === 0 ? Math.floor(i / 4) : i % 3)),
      officetype: i % 8 < 4 ? 'SO' : 'BO',
      delivery: 'Delivery',
      district: 'New Delhi',
      statename: 'Delhi',
      latitude: '28.6',
      longitude: '77.2',
    };
  });
  const data = { ...testSiteData(), pincodes: buildPincodeDataset(rows, new DataReport()) };
  const files = renderedSiteFiles(SITE_KINDS, async () => data);
  const site = () => {
    const read: string[] = [];
    const reader = createSiteReader({
      read: (path) => {
        read.push(path);
        return files.read(path);
      },
    });
    return { read, reader };
  };
  const prefixFile = (path: string) => path.startsWith(fillPattern(FILES.v1Search, { q: '' }));

  it('answers as the core does, the prefix part read from the term shards or the prefix files', async () => {
    for (const q of [
      'ram',
      'ram nagar',
      'Ram Nagar 1',
      'nagar ram',
      'ramgar',
      'jaipur',
      'jaipur road 3',
      'ra',
      'ram n',
      'nagar',
      'road jaipur',
      'ramgarh 7 ',
    ]) {
      for (const limit of ['1', '10', '100']) {
        const { reader } = site();
        expect(await v1Search(reader, q, limit), `${q} (${limit})`).toEqual(v1SearchResponse(data.pincodes, q, limit, data.urls));
      }
    }
  });

  it('reads no prefix file where the names that start with the query lie in few PIN codes, and reads them where they lie in many', async () => {
    const few = site();
    await v1Search(few.reader, 'ramgarh 7', '10');
    expect(few.read.filter(prefixFile)).toEqual([]);
    const many = site();
    const answer = await v1Search(many.reader, 'ram nagar', '10');
    expect(new Set((answer.body as V1Search).post_offices.map((o) => o.pincode)).size).toBeGreaterThanOrEqual(4);
    expect(many.read.filter(prefixFile)).not.toEqual([]);
    // Two letters match whole words only: the prefix files give the names they start.
    const short = site();
    await v1Search(short.reader, 'ra', '10');
    expect(short.read.filter(prefixFile)).not.toEqual([]);
  });
});
