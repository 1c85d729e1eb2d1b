import { describe, expect, it } from 'vitest';
import { Votes } from './votes.js';

describe('Votes', () => {
  const votes = new Votes();
  for (let i = 0; i < 19; i++) votes.add('pair', 'A');
  votes.add('pair', 'B');

  it('gives the leader of a clear vote', () => {
    expect(votes.clear('pair', { min: 5, share: 0.95 })).toEqual({ value: 'A', votes: 19, total: 20 });
  });
  it('refuses a vote that is not clear or too small', () => {
    expect(votes.clear('pair', { min: 5, share: 0.99 })).toBeUndefined();
    expect(votes.clear('pair', { min: 21, share: 0.5 })).toBeUndefined();
    expect(votes.clear('other', { min: 1, share: 0.5 })).toBeUndefined();
  });
  it('leaves out the voter being placed', () => {
    expect(votes.clear('pair', { min: 5, share: 0.99 }, 'B')).toEqual({ value: 'A', votes: 19, total: 19 });
    expect(votes.tally('pair', 'A', 'A')).toEqual({ votes: 18, total: 19 });
    expect(votes.tally('pair', 'B', 'A')).toEqual({ votes: 1, total: 19 });
  });
});
