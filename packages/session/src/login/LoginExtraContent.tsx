import { useEffect, useState } from 'react';
import { getArticlesByHashtag, type Article } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import * as styles from './login.css';

/** Operator text under the form, from the articles tagged loginFormExtra (or loginFormKiosk on kiosks). */
export function LoginExtraContent({ hashtag }: { hashtag: 'loginFormExtra' | 'loginFormKiosk' }) {
  const hub = useHub();
  const [articles, setArticles] = useState<Article[]>([]);
  useEffect(() => {
    let current = true;
    void getArticlesByHashtag(hub, hashtag).then((result) => {
      // Optional content: a failure leaves the login form alone.
      if (current && result.ok) setArticles(result.value);
    });
    return () => {
      current = false;
    };
  }, [hub, hashtag]);
  if (articles.length === 0) return null;
  return (
    <aside className={styles.extra}>
      {articles.map((article) => (
        <section key={article.id}>
          <h2>{article.title}</h2>
          <SafeHtml html={article.description ?? article.overviewDescription} />
        </section>
      ))}
    </aside>
  );
}
