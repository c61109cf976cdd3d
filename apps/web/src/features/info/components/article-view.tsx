import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ArticleBlock, ArticleLink, InfoArticle } from '../content/article';
import { fillContacts } from '../lib/fill-contacts';

function ArticleAnchor({ link }: { link: ArticleLink }) {
  const label = fillContacts(link.label);
  // Outside addresses leave the portal in a new tab, like the header's online service.
  if (/^https?:\/\//.test(link.to)) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Link to={link.to}>{label}</Link>;
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{fillContacts(block.text)}</p>;
    case 'list':
      return (
        <ul className="info-article__list">
          {block.items.map((item) => (
            <li key={item}>{fillContacts(item)}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="info-article__steps">
          {block.items.map((step, index) => (
            <li key={step.title}>
              <span className="info-article__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <strong>{fillContacts(step.title)}</strong>
                <p>{fillContacts(step.text)}</p>
                {step.link && <ArticleAnchor link={step.link} />}
              </div>
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className="info-article__table-wrap">
          <table className="info-table">
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={`${index}-${cell}`}>{fillContacts(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <aside className={`info-article__note info-article__note--${block.tone}`}>
          {block.tone === 'warning' ? <WarningOutlined /> : <InfoCircleOutlined />}
          <span>{fillContacts(block.text)}</span>
        </aside>
      );
    case 'faq':
      return (
        <div className="info-article__faq">
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{fillContacts(item.question)}</summary>
              <p>{fillContacts(item.answer)}</p>
            </details>
          ))}
        </div>
      );
    case 'links':
      return (
        <ul className="info-article__links">
          {block.items.map((link) => (
            <li key={link.to}>
              <ArticleAnchor link={link} />
            </li>
          ))}
        </ul>
      );
  }
}

/** One information topic: title, summary and its sections, in the language it was handed. */
export function ArticleView({ article }: { article: InfoArticle }) {
  return (
    <article className="info-article" data-testid="info-article">
      <header className="info-article__header">
        <h1>{article.title}</h1>
        <p>{fillContacts(article.summary)}</p>
      </header>
      {article.sections.map((section) => (
        <section key={section.heading} className="info-article__section">
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={`${block.kind}-${index}`} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
