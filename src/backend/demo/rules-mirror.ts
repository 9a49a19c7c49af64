import { accessOperations, accessPolicy, everyPath, rulesFunctions } from './policy';

/**
 * The rules file the Demo policy stands for, and the first place a real
 * rules file says something else. Both are read as tokens, with comments
 * and spacing dropped, so every other character of firestore.rules is
 * accounted for: a match block of any shape, an allow line, a helper, the
 * rules version or the service line that the policy does not state is a
 * difference. Read by the tests only (policy.test.ts); the app never loads
 * it.
 */

interface Piece {
  /** Which part of the rules the text belongs to, named in a difference. */
  where: string;
  text: string;
}

/** The policy written as firestore.rules, piece by piece in the rules' order. */
export function policyAsRulesPieces(): Piece[] {
  const allow = (operations: string, condition: string) =>
    `      allow ${operations}: if ${condition};\n`;
  const functions = Object.entries(rulesFunctions).map(([signature, body]) => ({
    where: `function ${signature}`,
    text: `    function ${signature} {\n      ${body}\n    }\n`,
  }));
  const blocks = Object.entries(accessPolicy).map(([collection, rules]) => {
    const path = `/${collection}/{docId}`;
    const allows = accessOperations
      .map((operation) => allow(operation, rules[operation].rulesText))
      .join('');
    return { where: `match ${path}`, text: `    match ${path} {\n${allows}    }\n` };
  });
  const everyPathAllows =
    everyPath.read.rulesText === everyPath.write.rulesText
      ? allow('read, write', everyPath.read.rulesText)
      : allow('read', everyPath.read.rulesText) + allow('write', everyPath.write.rulesText);
  return [
    {
      where: 'the lines before the first function',
      text: "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n",
    },
    ...functions,
    ...blocks,
    { where: 'match /{path=**}', text: `    match /{path=**} {\n${everyPathAllows}    }\n` },
    { where: 'the end of the file', text: '  }\n}\n' },
  ];
}

interface Token {
  text: string;
  /** 1-based line in the text it was read from. */
  line: number;
}

/**
 * A rules text as tokens: names, quoted strings, numbers, two-character
 * operators and any other single character. Spacing, `//` and `/* … *\/`
 * comments are dropped; nothing else is.
 */
export function rulesTokens(source: string): Token[] {
  const pattern =
    /(\s+)|(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|[A-Za-z_]\w*|\d+(?:\.\d+)?|==|!=|<=|>=|&&|\|\||\S)/gy;
  const tokens: Token[] = [];
  let line = 1;
  for (const [whole, , , token] of source.matchAll(pattern)) {
    if (token !== undefined) tokens.push({ text: token, line });
    line += whole.split('\n').length - 1;
  }
  return tokens;
}

const shown = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(Math.max(from, 0), to)
    .map((token) => token.text)
    .join(' ');

/**
 * Where `source` (a firestore.rules text) and the policy part ways: empty
 * when they say the same, else one sentence naming the rules' line, the
 * piece of the policy it falls in, and what each side says from there.
 */
export function rulesDifferences(source: string): string[] {
  const expected = policyAsRulesPieces().flatMap(({ where, text }) =>
    rulesTokens(text).map((token) => ({ ...token, where })),
  );
  const found = rulesTokens(source);
  const length = Math.max(expected.length, found.length);
  for (let index = 0; index < length; index++) {
    if (expected[index]?.text === found[index]?.text) continue;
    const where = (expected[index] ?? expected.at(-1))?.where ?? 'the rules';
    const line = found[index]?.line ?? found.at(-1)?.line ?? 1;
    const after = index > 0 ? ` after "${shown(found, index - 4, index)}"` : '';
    const rulesSay = index < found.length ? `"${shown(found, index, index + 12)}"` : 'nothing more';
    const policySays =
      index < expected.length ? `"${shown(expected, index, index + 12)}"` : 'nothing more';
    return [
      `firestore.rules line ${line}, in ${where}:${after} the rules say ${rulesSay} where the Demo policy says ${policySays}`,
    ];
  }
  return [];
}
