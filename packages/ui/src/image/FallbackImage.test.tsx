import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './choose-image-source';
import { FallbackImage } from './FallbackImage';

describe('FallbackImage', () => {
  it('falls back to the default image, then to the placeholder', () => {
    render(<FallbackImage src="/broken.jpg" defaultSrc="/default.jpg" alt="Taormina" />);
    const image = screen.getByRole('img', { name: 'Taormina' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/default.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('goes straight to the placeholder when there is no default image', () => {
    render(<FallbackImage src="/broken.jpg" alt="Taormina" />);
    const image = screen.getByRole('img', { name: 'Taormina' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
