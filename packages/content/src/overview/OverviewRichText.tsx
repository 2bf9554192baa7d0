import { Link } from 'react-router';
import type { Article } from '@companion/hub-client';
import { useExternalLinkLabel, useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { articleLink } from '../shared/content-links';
import * as styles from '../shared/content.css';

/**
 * What a category page shows of the hub's HTML: its description, and a list layout's article
 * descriptions. One module, loaded with the category's answer (rich-text.ts): the root overview
 * has neither, so its first screen does without the HTML sanitiser.
 */
export function CategoryDescription({ html }: { html: string | null | undefined }) {
  return <SafeHtml className={styles.richText} html={html} />;
}

/** LayoutSimple, LayoutSingleColumn and LayoutDoubleColumn: articles as a list with their HTML descriptions. */
export function ArticleList({ articles, contentType, previewMode }: { articles: Article[]; contentType: string; previewMode: boolean }) {
  const t = useMessages(contentMessages);
  const externalLabel = useExternalLinkLabel();
  const className = contentType === 'LayoutDoubleColumn' ? `${styles.list} ${styles.doubleColumn}` : styles.list;
  return (
    <ul className={className} data-layout={contentType}>
      {articles.map((article) => {
        const link = articleLink(article, previewMode);
        return (
          <li key={article.id} className={styles.listItem}>
            <h2 className={styles.subheading}>
              {link.kind === 'external' ? (
                <a
                  className={styles.link}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={externalLabel(article.title)}
                >
                  {article.title}
                </a>
              ) : (
                <Link className={styles.link} to={link.to}>
                  {article.title}
                </Link>
              )}
            </h2>
            {article.published === false ? (
              <span className={styles.badge} data-preview-hidden="true">
                {t('notPublished')}
              </span>
            ) : null}
            <SafeHtml className={styles.richText} html={article.description} />
          </li>
        );
      })}
    </ul>
  );
}
