import sharp from 'sharp';

/**
 * The demo's generated pictures stand for the photographs a real hub serves (content images,
 * excursion and module pictures, onboard photos). Served as SVG, each one is a whole document
 * the browser parses, styles and lays out on the main thread (10–20 ms each on this machine,
 * four times that on Lighthouse's slow phone), which no JPEG from a real hub costs: the
 * dashboard's sixteen tiles made most of its render delay. Over HTTP the demo therefore answers
 * a browser that accepts WebP with the picture rendered to WebP; deck plans and chart tiles stay
 * SVG, as a hub serves them. In-process handlers (tests, Storybook) keep the SVG.
 */
const picturePath = /\/(blobs\/image|photomatch\/(image|viewphoto)\/)/;

export function isRasterPicture(path: string, contentType: string | null, accept: string | undefined): boolean {
  return picturePath.test(path) && contentType?.startsWith('image/svg+xml') === true && accept?.includes('image/webp') === true;
}

/**
 * Renders pictures to WebP once per address: the demo's pictures are a function of their
 * address, and a grid asks for the same ones on every visit.
 */
export function createPictureRaster(maxPictures = 600): (address: string, svg: Buffer) => Promise<Buffer> {
  const rendered = new Map<string, Promise<Buffer>>();
  return (address, svg) => {
    let picture = rendered.get(address);
    if (!picture) {
      picture = sharp(svg).webp({ quality: 75 }).toBuffer();
      picture.catch(() => rendered.delete(address));
      rendered.set(address, picture);
      // Oldest first: a Map keeps insertion order.
      if (rendered.size > maxPictures) rendered.delete(rendered.keys().next().value as string);
    }
    return picture;
  };
}
