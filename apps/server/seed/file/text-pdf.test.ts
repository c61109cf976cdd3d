import { describe, expect, it } from 'vitest';
import { buildTextPdf } from './text-pdf';

describe('buildTextPdf', () => {
  const pdf = buildTextPdf({ title: '在线订舱服务条款', lines: ['第一条 总则', 'Line two'] });
  const text = pdf.toString('latin1');

  it('starts with the PDF magic number and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose every offset points at its object', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, index) => expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  });

  it('declares the exact length of its content stream', () => {
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('writes Chinese as UTF-16 code units for the CJK font', () => {
    expect(text).toContain('<57287EBF8BA28231670D52A167616B3E> Tj'); // 在线订舱服务条款
  });
});
