import { useLanguage, useVideoLanguage } from '@companion/shell';

/**
 * The language films and series play in: the one the guest saved in the video language modal,
 * else the interface language (docs/decisions.md: "it defaults to the interface language").
 */
export function usePlaybackLanguage(): string {
  const interfaceLanguage = useLanguage();
  return useVideoLanguage() ?? interfaceLanguage;
}
