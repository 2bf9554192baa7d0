// The article media players, imported only by the screens that show media.
export { ArticleAudio } from './ArticleAudio';
export type { ArticleAudioProps } from './ArticleAudio';
export { ArticleVideo } from './ArticleVideo';
export type { ArticleVideoProps } from './ArticleVideo';
