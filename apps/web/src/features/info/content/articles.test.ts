import { describe, expect, it } from 'vitest';
import { listAllRoutes } from '../../../app/routes';
import { PORTAL_CONTACTS } from '../../../config/portal-contacts';
import { fillContacts } from '../lib/fill-contacts';
import type { ArticleBlock, ArticleLink, BilingualArticle, InfoArticle } from './article';
import { HELP_ARTICLES } from './help-articles';
import { ROUTE_ARTICLES } from './route-articles';
import { TRANSPORT_ARTICLES } from './transport-articles';

const ARTICLES: Array<[string, BilingualArticle]> = [
  ...Object.entries(HELP_ARTICLES).map(([key, article]): [string, BilingualArticle] => [`help/${key}`, article]),
  ...Object.entries(TRANSPORT_ARTICLES).map(([key, article]): [string, BilingualArticle] => [`transport/${key}`, article]),
  ...Object.entries(ROUTE_ARTICLES).map(([key, article]): [string, BilingualArticle] => [`route/${key}`, article]),
];

function linksOf(block: ArticleBlock): ArticleLink[] {
  if (block.kind === 'links') return block.items;
  if (block.kind === 'steps') return block.items.flatMap((step) => (step.link ? [step.link] : []));
  return [];
}

function textsOf(article: InfoArticle): string[] {
  return [
    article.title,
    article.summary,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block): string[] => {
        switch (block.kind) {
          case 'paragraph':
          case 'note':
            return [block.text];
          case 'list':
            return block.items;
          case 'steps':
            return block.items.flatMap((step) => [step.title, step.text, ...(step.link ? [step.link.label] : [])]);
          case 'table':
            return [...block.columns, ...block.rows.flat()];
          case 'faq':
            return block.items.flatMap((item) => [item.question, item.answer]);
          case 'links':
            return block.items.map((link) => link.label);
        }
      }),
    ]),
  ];
}

/** The shape a reader of either language meets: sections and the kind and size of each block. */
function outline(article: InfoArticle) {
  return article.sections.map((section) =>
    section.blocks.map((block) => `${block.kind}:${'items' in block ? block.items.length : 'rows' in block ? block.rows.length : 1}`),
  );
}

describe('information page texts', () => {
  const builtPaths = new Set(listAllRoutes().filter((route) => route.page !== 'comingSoon').map((route) => route.fullPath));

  it('link only to portal pages that are built (never to a "coming soon" page) or to outside addresses', () => {
    for (const [name, article] of ARTICLES) {
      for (const language of ['zh', 'en'] as const) {
        for (const link of article[language].sections.flatMap((section) => section.blocks.flatMap(linksOf))) {
          if (/^https?:\/\//.test(link.to)) continue;
          const path = link.to.split('?')[0]!;
          expect(builtPaths.has(path), `${name} (${language}) links to ${link.to}`).toBe(true);
        }
      }
    }
  });

  it('say the same in both languages: same sections, same blocks, same links', () => {
    for (const [name, article] of ARTICLES) {
      expect(outline(article.en), name).toEqual(outline(article.zh));
      const targets = (language: 'zh' | 'en') => article[language].sections.flatMap((section) => section.blocks.flatMap(linksOf)).map((link) => link.to);
      expect(targets('en'), name).toEqual(targets('zh'));
    }
  });

  it('name the hotlines through their placeholders, so a changed number shows everywhere', () => {
    const numbers = [PORTAL_CONTACTS.domesticHotline, PORTAL_CONTACTS.complaintHotline, PORTAL_CONTACTS.trailerHotline];
    for (const [name, article] of ARTICLES) {
      for (const language of ['zh', 'en'] as const) {
        for (const text of textsOf(article[language])) {
          for (const number of numbers) expect(text, `${name} (${language})`).not.toContain(number);
          expect(fillContacts(text), `${name} (${language}): unknown placeholder`).not.toMatch(/\{\{\w+\}\}/);
        }
      }
    }
  });

  it('keep English pages free of Chinese characters', () => {
    for (const [name, article] of ARTICLES) {
      for (const text of textsOf(article.en)) expect(text, name).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
