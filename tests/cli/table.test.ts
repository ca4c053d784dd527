import { expect, it } from 'vitest';
import { formatTable } from '../../src/cli/table.js';

it('lines columns up as a terminal shows them: wide CJK characters and emoji, accents that take no column', () => {
  const table = formatTable(['ID', 'NAME', 'STATUS'], [['1', 'Börse 日本 📈', 'Active'], ['2', 'Plain wire', 'Inactive'], ['3', 'Cafe\u0301 news', 'Active']]);
  const [header, ...lines] = table.trimEnd().split('\n');
  // Each row's status starts in the column the header's does, counted in terminal columns:
  // 日, 本 and 📈 take two each, the combining accent none.
  const columnOf = (line: string, word: string) => [...line.slice(0, line.indexOf(word))].reduce((sum, char) => sum + (/[\u3000-\u9fff\u{1F300}-\u{1FAFF}]/u.test(char) ? 2 : /\p{M}/u.test(char) ? 0 : 1), 0);
  expect(lines.map((line) => columnOf(line, line.includes('Inactive') ? 'Inactive' : 'Active'))).toEqual([columnOf(header!, 'STATUS'), columnOf(header!, 'STATUS'), columnOf(header!, 'STATUS')]);
});
