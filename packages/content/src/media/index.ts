// Interface agreed between the content screens and the media players; the players fill it in.
export { ArticleAudio } from './ArticleAudio';
export type { ArticleAudioProps } from './ArticleAudio';
export { ArticleVideo } from './ArticleVideo';
export type { ArticleVideoProps } from './ArticleVideo';
