// The text fields of a venture's form, read from its details reply (the venture and its first
// stats row): the admin's venture form starts from them, and the old-site import sends them.
import type { VentureStats } from './api-types.js';

type StatsTexts = Pick<VentureStats, 'stats_right_section_title' | 'stats_right_section_content' | 'stats_left_section_title' | 'stats_left_section_content'>;

export function ventureTextsOf(venture: { title: string; about_desc: string }, stats: StatsTexts | undefined) {
  return {
    title: venture.title,
    about_desc: venture.about_desc,
    stats_right_section_title: stats?.stats_right_section_title ?? '',
    stats_right_section_content: stats?.stats_right_section_content ?? '',
    stats_left_section_title: stats?.stats_left_section_title ?? '',
    stats_left_section_content: stats?.stats_left_section_content ?? '',
  };
}
