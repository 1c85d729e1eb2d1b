/**
 * Measure of how `/api/search.php` reads a typo (core `keywordReadings`, docs/api.md):
 * words of branch names picked at random by branch (so common words as often as people
 * meet them), each mistyped once past its first two letters (a letter dropped, two
 * swapped, one changed or put in; seeded, the same every run). Prints how many typos
 * start a name's word (searched as typed), and of the others how many are read as the
 * word meant (coverage), as another word, or as none; and the words meant that are
 * missed, by how many district and branch names hold them.
 *
 * Usage: npm run bench:keyword-typos [-- --sample 3000]
 */
import { parseArgs } from 'node:util';
import { createSiteUrls, keywordReadings, searchSourceFromDataset, searchWords } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';
import { seededRandom } from '../test/seeded-random.js';

const { values } = parseArgs({ options: { sample: { type: 'string', default: '3000' } } });
const source = searchSourceFromDataset(openDatasetDir(DEFAULT_DATASET_DIR).whole().ifsc, createSiteUrls('https://pin.example.org'));
const random = seededRandom(7);

/** A word with one typing error past its first two letters. */
function mistyped(word: string): string {
  const at = 2 + Math.floor(random() * (word.length - 2));
  const kind = random();
  const letter = () => String.fromCharCode(97 + Math.floor(random() * 26));
  if (kind < 0.25) return word.slice(0, at) + word.slice(at + 1);
  if (kind < 0.5 && at + 1 < word.length) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind < 0.75) return word.slice(0, at) + letter() + word.slice(at + 1);
  return word.slice(0, at) + letter() + word.slice(at);
}

/** How many district and branch names hold a word (as the rule counts them). */
const holders = (word: string) =>
  [source.districtIndex, source.branchIndex].reduce((sum, index) => {
    const at = index.words.indexOf(word);
    return sum + (at < 0 ? 0 : index.postings[at]!.length);
  }, 0);

const tally = { typos: 0, startWords: 0, read: 0, meant: 0, other: 0 };
const missedBy = new Map<string, number>();
while (tally.typos < Number(values.sample)) {
  const name = source.branchIndex.names[Math.floor(random() * source.branchIndex.names.length)]!;
  // The words as the search takes them, of letters only (a typo has no digit).
  const words = searchWords(name).filter((each) => /^[a-z]+$/.test(each));
  const word = words[Math.floor(random() * words.length)];
  if (!word || word.length < 5) continue;
  const typo = mistyped(word);
  if (typo === word || typo.length < 5) continue;
  tally.typos++;
  const read = keywordReadings(source, typo).get(typo);
  if (read === undefined) {
    tally.startWords++;
    continue;
  }
  tally.read++;
  if (read === word) tally.meant++;
  else {
    if (read !== null) tally.other++;
    const held = holders(word) >= 2 ? '2 or more' : String(holders(word));
    missedBy.set(held, (missedBy.get(held) ?? 0) + 1);
  }
}
const pct = (n: number, d: number) => `${((100 * n) / (d || 1)).toFixed(1)} %`;
console.log(`${tally.typos} typos: ${tally.startWords} start a name's word (searched as typed), ${tally.read} read as typos`);
console.log(
  `read as the word meant: ${tally.meant} (${pct(tally.meant, tally.read)}); as another word: ${tally.other} (precision ${pct(tally.meant, tally.meant + tally.other)}); as none: ${tally.read - tally.meant - tally.other}`,
);
console.log(
  `missed, by district and branch names holding the word meant: ${[...missedBy]
    .sort()
    .map(([held, count]) => `${held}: ${count}`)
    .join(', ')}`,
);
