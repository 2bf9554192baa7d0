import { FallbackImage, pictureLoading, type PicturePriority } from '@companion/ui';
import { useNearViewport } from './use-near-viewport';

/**
 * A card's Preview picture, loaded once the card is in or near view. Until then a plain box of
 * the picture's size and colour holds its place, so nothing moves when the picture arrives.
 * The first cards (`priority`, ui's firstScreenPriority) are on the first screen anyway: their
 * pictures are asked for at once, the first one first, without waiting a frame for the
 * viewport check (issue 20: the programme's largest paint is one of them).
 */
export function CardPicture({
  src,
  defaultSrc,
  className,
  priority,
}: {
  src: string | undefined;
  defaultSrc: string | undefined;
  className: string;
  priority?: PicturePriority;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!near && !priority) return <div ref={ref} className={className} aria-hidden="true" data-picture="waiting" />;
  return (
    <FallbackImage className={className} src={src} defaultSrc={defaultSrc} alt="" width={400} height={225} {...pictureLoading(priority)} />
  );
}
