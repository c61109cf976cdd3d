import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ZCreateOrderRequest } from './order';
import { ZEnterpriseCertificationForm } from './enterprise';
import { ZOpsVoyageCreate } from './product-admin';
import { ZAddUserAddressRequest } from './address';
import { isValidationLabel, validationMessageInEnglish } from './validation-english';

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));
const HAN = /\p{Script=Han}/u;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'validation-english.ts' ? [full] : [];
  });
}

/**
 * Every Chinese text a schema could answer with: the string and template literals of the contracts' sources,
 * leaving out comments, OpenAPI descriptions (`.describe(…)`, `description: …`), texts already bilingual (`zh:`) and
 * the money fields' descriptions (`ZFen(…)`, `ZFenAmount(…)`). A template's placeholders are filled as the
 * helpers fill them: `${label}` with a label, any other with a number.
 */
function chineseTextsOfSources(): Array<{ text: string; where: string }> {
  const found: Array<{ text: string; where: string }> = [];
  for (const file of sourceFiles(SOURCE_ROOT)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const code = line.trim();
        if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return;
        if (/\bzh: /.test(code)) return;
        const where = `${path.relative(SOURCE_ROOT, file)}:${index + 1}`;
        const withoutMoney = code
          .replace(/\.describe\((['"`])(?:(?!\1).)*\1\)/g, '')
          .replace(/description: (['"`])(?:(?!\1).)*\1/g, '')
          .replace(/\bZFen(Amount)?\('[^']*'\)/g, '');
        for (const match of withoutMoney.matchAll(/'([^']*)'|"([^"]*)"/g)) {
          const text = match[1] ?? match[2]!;
          if (HAN.test(text)) found.push({ text, where });
        }
        for (const match of withoutMoney.matchAll(/`([^`]*)`/g)) {
          const text = match[1]!.replace(/\$\{label\}/g, '备注').replace(/\$\{[^}]*\}/g, '20');
          if (HAN.test(text)) found.push({ text, where });
        }
      });
  }
  return found;
}

describe('the contracts’ validation messages in English', () => {
  it('has English for every Chinese message or label in the contracts’ sources', () => {
    const texts = chineseTextsOfSources();
    // The scan itself must see the schemas: several hundred texts, not a handful.
    expect(texts.length).toBeGreaterThan(400);
    const untranslated = texts.filter(({ text }) => validationMessageInEnglish(text) === undefined && !isValidationLabel(text));
    expect(untranslated).toEqual([]);
  });

  it('words no message with Chinese left in it', () => {
    const withChinese = chineseTextsOfSources()
      .map(({ text }) => validationMessageInEnglish(text))
      .filter((english): english is string => english !== undefined && HAN.test(english.replace(/沪A12345/, '')));
    expect(withChinese).toEqual([]);
  });

  it('words a helper’s message from the field’s label', () => {
    expect(validationMessageInEnglish('请输入法定代表人')).toBe('Please enter the legal representative');
    expect(validationMessageInEnglish('联系人长度不能超过40个字符')).toBe('The contact person cannot exceed 40 characters');
    expect(validationMessageInEnglish('航程天数不能大于90')).toBe('The transit days cannot be greater than 90');
    expect(validationMessageInEnglish('ETA须为带时区的ISO时间，如 2026-11-25T08:00:00+08:00')).toBe(
      'The ETA must be an ISO time with its time zone, e.g. 2026-11-25T08:00:00+08:00',
    );
    expect(validationMessageInEnglish('充值金额不能超过100,000,000.00元')).toBe('The top-up amount cannot exceed 100,000,000.00 yuan');
    expect(validationMessageInEnglish('一次最多支付20个订单')).toBe('At most 20 orders can be paid at once');
  });

  it('answers undefined for words that are not a contract’s (an operator’s own text)', () => {
    expect(validationMessageInEnglish('请输入不存在的字段')).toBeUndefined();
    expect(validationMessageInEnglish('货物已装船')).toBeUndefined();
  });

  it('puts the messages of real schemas into English, the domain’s groups included', () => {
    const englishIssues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
      (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${validationMessageInEnglish(issue.message) ?? issue.message}`);

    const certification = englishIssues(
      ZEnterpriseCertificationForm.safeParse({ legalPersonName: '', socialCreditCode: '', licenseFileIds: [] }),
    );
    expect(certification).toEqual(
      expect.arrayContaining([
        'legalPersonName: Please enter the legal representative',
        'socialCreditCode: Please enter the unified social credit code',
        'licenseFileIds: Please upload the business licence',
      ]),
    );
    expect(certification.filter((line) => HAN.test(line))).toEqual([]);

    const voyage = englishIssues(ZOpsVoyageCreate.safeParse({ carrierCode: '', svcLoopAbbrv: 'A B', vesselCode: 'V1', voyageNo: '001', portCalls: [] }));
    expect(voyage).toEqual(
      expect.arrayContaining([
        'carrierCode: Please fill in the carrier',
        'svcLoopAbbrv: The service loop code may contain only letters, digits, underscores or hyphens',
        'portCalls: At least two ports of call',
      ]),
    );

    const address = englishIssues(ZAddUserAddressRequest.safeParse({ addressType: 'L', label: '', contactName: '' }));
    expect(address.filter((line) => HAN.test(line))).toEqual([]);
    expect(address).toEqual(expect.arrayContaining(['label: Please enter the label', 'contactName: Please enter the contact person']));

    const order = englishIssues(ZCreateOrderRequest.safeParse({ containers: [] }));
    expect(order.filter((line) => HAN.test(line))).toEqual([]);
  });
});
