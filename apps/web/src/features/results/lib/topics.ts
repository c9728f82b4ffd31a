import { TOPICS_SHOWN } from '@aspirant/domain/constants.ts';

export interface TopicScore {
  name: string;
  percent: number;
}

/** Topics best first (ties by name); SPEC §2 shows the top 10 unless all are asked for. */
export function rankedTopics(topicPercents: Record<string, number>): TopicScore[] {
  return Object.entries(topicPercents)
    .map(([name, percent]) => ({ name, percent }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name));
}

export function visibleTopics(topics: TopicScore[], isShowingAll: boolean): TopicScore[] {
  return isShowingAll ? topics : topics.slice(0, TOPICS_SHOWN);
}
