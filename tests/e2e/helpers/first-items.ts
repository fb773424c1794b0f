// The first venture, news story and blog of the demo content, as read from the public API: the
// item pages the browser tests open by URL.
export type Firsts = { venture: { id: number; slug: string }; news: { slug: string }; blog: { slug: string } };

export async function readFirsts(baseUrl: string): Promise<Firsts> {
  const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}/backend/${path}`)).json() as Promise<T>;
  const [ventures, news, blogs] = await Promise.all([
    api<{ ventures: Firsts['venture'][] }>('ventures/get_venture.php?page=1'),
    api<{ news: Firsts['news'][] }>('news/news_api.php?page=1'),
    api<{ blogs: Firsts['blog'][] }>('blogs/blogs_api.php?page=1'),
  ]);
  return { venture: ventures.ventures[0]!, news: news.news[0]!, blog: blogs.blogs[0]! };
}
