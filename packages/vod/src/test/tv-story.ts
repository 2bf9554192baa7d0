/**
 * A story's TV size (issue 14: phone and 1920×1080). Storybook's viewport toolbar shows the
 * story at this size; the play function asserts the same content as on the phone.
 */
export const tvViewport = {
  parameters: {
    viewport: { options: { tv: { name: 'TV 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' } } },
  },
  globals: { viewport: { value: 'tv', isRotated: false } },
} as const;
