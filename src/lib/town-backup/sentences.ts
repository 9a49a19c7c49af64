import { formatRupees } from '../money';
import { formatIndianMobile } from '../phone';
import type { townFileMessages } from './messages';
import type { TownFileProblem, TownFileRefusal } from '../town-file-format';

/** What is wrong with a town file, in sentences (the words: `townFileMessages` in ./messages). */
type TownFileWords = ReturnType<(typeof townFileMessages)['get']>;

export function refusalSentence(t: TownFileWords, refusal: TownFileRefusal): string {
  switch (refusal.kind) {
    case 'notJson':
      return t.notJson;
    case 'notTownFile':
      return t.notTownFile;
    case 'newer':
      return t.newer({ version: refusal.version, supported: refusal.supported });
    case 'malformed':
      return t.malformed({ where: refusal.where, problem: refusal.message });
  }
}

/** A problem in one line; `collectionName` names a collection as the reader knows it. */
export function problemSentence(
  t: TownFileWords,
  problem: TownFileProblem,
  collectionName: (collection: string) => string = (collection) => collection,
): string {
  const collection = collectionName(problem.collection);
  switch (problem.kind) {
    case 'unknownCollection':
      return t.unknownCollection({ count: problem.count, collection });
    case 'duplicate':
      return t.duplicate({ collection, id: problem.id });
    case 'invalid':
      return problem.field
        ? t.invalid({ collection, id: problem.id, field: problem.field, problem: problem.message })
        : t.invalidRecord({ collection, id: problem.id, problem: problem.message });
    case 'cashNotLedger':
      return t.cashNotLedger({
        name: problem.name,
        balance: formatRupees(problem.balance),
        ledger: formatRupees(problem.ledger),
      });
    case 'orderTotal':
      return t.orderTotal({
        number: problem.number,
        total: formatRupees(problem.total),
        expected: formatRupees(problem.expected),
      });
    case 'numberTaken':
      return t.numberTaken({ number: problem.number });
    case 'clearsPhoneLimits':
      return t.clearsPhoneLimits({ phone: formatIndianMobile(problem.id) });
  }
}
