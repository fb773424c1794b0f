// Typo and prefix matching through a vocabulary instead of every title. Matching the whole query's
// trigrams against each of 22,000 titles (pg_trgm's `<%`) admitted 'casin' and 'helthcare', but a
// query sharing one common word with a thousand titles ('casino 4821') had all of them checked and
// ranked: about 30 ms of Postgres per search. Now only the query's words missing from every title
// are looked up, in the few thousand distinct title words, and each becomes "itself, its prefix or
// its closest title word" in the full-text query (`sjg_search_query`); the search is then one
// full-text match on the stored vectors.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- A title's distinct words, lower case, letters only, sorted (numbers and short words are
    -- not corrected: '2025' must not find '2024').
    create function sjg_title_words(title text) returns text[]
      language sql immutable parallel safe
      as $$ select coalesce(array_agg(distinct word order by word), '{}')
            from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title))) as word
            where word ~ '^[[:alpha:]]{3,}$' $$;

    create table search_title_words (
      word text primary key,
      -- How many search_documents titles hold the word; the row goes when none does.
      documents integer not null
    );
    create index search_title_words_trgm_idx on search_title_words using gin (word gin_trgm_ops);

    -- One pass over the words whose count changes (a word in both the old and the new title does
    -- not), in word order: two renames at once lock their shared words in the same order, so they
    -- cannot deadlock each other.
    create function sjg_count_title_words() returns trigger language plpgsql as $$
    declare
      removed text[] := '{}';
      added text[] := '{}';
    begin
      if tg_op in ('UPDATE', 'DELETE') then removed := sjg_title_words(old.title); end if;
      if tg_op in ('UPDATE', 'INSERT') then added := sjg_title_words(new.title); end if;
      insert into search_title_words (word, documents)
      select word, sum(change) from (
        select word, -1 as change from unnest(removed) as word
        union all
        select word, 1 from unnest(added) as word
      ) as changes
      group by word having sum(change) <> 0 order by word
      on conflict (word) do update set documents = search_title_words.documents + excluded.documents;
      delete from search_title_words where word = any(removed) and documents <= 0;
      return null;
    end
    $$;
    create trigger search_documents_title_words after insert or delete on search_documents
      for each row execute function sjg_count_title_words();
    create trigger search_documents_title_words_update after update of title on search_documents
      for each row when (old.title is distinct from new.title) execute function sjg_count_title_words();

    insert into search_title_words (word, documents)
    select word, count(*) from search_documents, unnest(sjg_title_words(title)) as word group by word;

    -- The visitor's query as websearch_to_tsquery reads it, where each word found in no title
    -- (at most eight) also matches as a prefix and as its closest title word ('casin' finds
    -- 'casino' both ways, 'helthcare' finds 'healthcare'). A word that is in some title is taken
    -- as typed. The similarity threshold is set for this function's run only.
    create function sjg_search_query(raw text) returns tsquery
      language plpgsql stable
      set pg_trgm.similarity_threshold = 0.4
      as $$
    declare
      result tsquery := websearch_to_tsquery('english', raw);
      missing text;
      typed tsquery;
      closest text;
    begin
      for missing in
        select query_word.word from unnest(sjg_title_words(raw)) as query_word (word)
        where not exists (select 1 from search_title_words known where known.word = query_word.word)
        limit 8
      loop
        typed := plainto_tsquery('english', missing);
        continue when numnode(typed) = 0; -- a stop word
        select known.word into closest from search_title_words known
        where known.word % missing
        order by similarity(known.word, missing) desc, known.documents desc, known.word
        limit 1;
        result := ts_rewrite(result, typed, typed || to_tsquery('english', quote_literal(missing) || ':*')
          || case when closest is null then ''::tsquery else plainto_tsquery('english', closest) end);
      end loop;
      return result;
    end
    $$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop function sjg_search_query;
    drop trigger search_documents_title_words on search_documents;
    drop trigger search_documents_title_words_update on search_documents;
    drop function sjg_count_title_words;
    drop table search_title_words;
    drop function sjg_title_words;
  `.execute(db);
}
